import Foundation
import Testing

@testable import PiepawLint

/// title-fit and description-fit on pages whose view is set directly (no Swift layout reader involved), and
/// through example apps.
@Suite struct TextFitRuleTests {
  static func project(title: String, font: FontSpec, locale: String? = nil, inset: Double = 16) -> Project {
    var page = Page(location: SourceLocation(file: "/app/Pages.swift", line: 3, column: 5))
    page.title = Field(.literal(title), at: SourceLocation(file: "/app/Pages.swift", line: 3, column: 20))
    var view = PageView(viewType: "PageView", location: SourceLocation(file: "/app/PageView.swift", line: 1))
    var style = PageTextStyle(location: SourceLocation(file: "/app/PageView.swift", line: 4, column: 7), font: font)
    style.leadingInset = inset
    style.trailingInset = inset
    view.title = style
    page.view = view
    var file = ContentFile(path: "/app/Pages.swift")
    file.flows = [Flow(kind: .modelArray, location: page.location, name: "pages", pages: [page])]
    return Project(root: "/app", contentFiles: [file])
  }

  static func findings(_ project: Project, options: [String: OptionValue] = [:]) -> [Finding] {
    TitleFitRule().check(
      RuleContext(
        project: project, options: RuleOptions(defaults: TitleFitRule.description.options, overrides: options)))
  }

  @Test func examplesMessages() throws {
    let long = Self.project(
      title: "Finde deinen besten Freund im Tierheim in deiner Nähe", font: .textStyle(.largeTitle, weight: .black))
    let found = Self.findings(long)
    print(found.map(\.message))
    #expect(found.count == 1)
  }
}
