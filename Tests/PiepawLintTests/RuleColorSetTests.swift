import Testing

@testable import PiepawLint

@Suite struct RuleColorSetTests {
  @Test(arguments: [
    ("0.949", false, true), ("1.000", false, true), ("1.2", false, false), ("242", false, true),
    ("256", false, false), ("0xF2", false, true), ("0x1FF", false, false), ("0.31f", false, false),
    ("green", false, false), ("-0.1", false, false), ("-0.1", true, true), ("1.25", true, true),
    ("1e3", false, false), ("", false, false),
  ])
  func componentForms(text: String, extended: Bool, valid: Bool) {
    #expect(ColorComponentValue.isValid(text, extended: extended) == valid)
  }

  func project(_ colors: [AssetColor]) -> Project {
    let asset = Asset(
      kind: .colorSet, name: "ink", symbolPath: ["ink"], directory: "/A.xcassets/ink.colorset",
      contentsFile: "/A.xcassets/ink.colorset/Contents.json")
    var withColors = asset
    withColors.colors = colors
    return Project(root: "/", catalogs: [AssetCatalog(path: "/A.xcassets", assets: [withColors])])
  }

  func component(_ name: String, _ text: String) -> AssetColor.Component {
    AssetColor.Component(name: name, text: text, location: SourceLocation(file: "/c", line: 1))
  }

  @Test func aMissingChannelIsReportedOnceAndSystemColoursAreNotChecked() {
    let location = SourceLocation(file: "/A.xcassets/ink.colorset/Contents.json", line: 5, column: 7)
    let gray = AssetColor(
      idiom: "universal", appearances: [], colorSpace: "gray-gamma-22",
      components: [component("alpha", "1.000")], location: location)
    let system = AssetColor(
      idiom: "universal", appearances: [], colorSpace: nil, components: [], isSystemReference: true,
      location: location)
    let found = findings(ColorSetValueRule.self, project([gray, system]))
    #expect(found.map(\.location) == [location])
    #expect(found.first?.message.contains("no `white` component") == true)
  }
}
