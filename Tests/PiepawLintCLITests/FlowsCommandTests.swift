import Foundation
import PiepawLint
import Testing

@testable import piepaw_lint

/// `piepaw-lint flows`: what was recognised, in both formats, with its help and exit codes.
@Suite struct FlowsCommandTests {
  static let root = EndToEndTests.repositoryRoot.path
  static let gallery = root + "/samples/gallery"

  private func run(_ arguments: [String]) -> (code: ExitCode, out: String, error: String) {
    let captured = CapturedConsole()
    let code = PiepawLintCommand.run(
      ["flows"] + arguments, console: captured.console(cwd: Self.root))
    return (code, captured.out, captured.error)
  }

  @Test func humanFormListsEachFlowWithItsPagesIndicatorsAndChecks() {
    let result = run([Self.gallery + "/one-based"])
    #expect(result.code == .clean)
    #expect(
      result.out.hasPrefix(
        "samples/gallery/one-based/Birdsong/Tour/TourPage.swift:21:36: pages (model-array, 3 pages, tags from 1)\n"))
    #expect(result.out.contains("  1. tag 1  \"Name That Song\"  [background tour-meadow, icon tour-feather]"))
    #expect(
      result.out.contains("  indicator: capsules, 3  samples/gallery/one-based/Birdsong/Tour/TourView.swift:26:29"))
    #expect(
      result.out.contains(
        "\n  view TourPageView: title Large Title Bold white, leading, 24 pt insets; description Body white, leading, "
          + "24 pt insets; background filled, full screen; icon 64×64 pt; texts at the bottom\n"))
    #expect(result.out.hasSuffix("1 flow in 1 project\n"))
  }

  @Test func jsonFormIsTheDocumentedContract() throws {
    let result = run([Self.gallery + "/enum-steps", "--format", "json"])
    #expect(result.code == .clean)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
    let flow = try #require((object["flows"] as? [[String: Any]])?.first)
    #expect(
      Set(flow.keys) == ["name", "kind", "file", "line", "column", "tagBase", "pages", "indicators", "lastPageChecks"])
    #expect(flow["kind"] as? String == "enum")
    #expect(
      (flow["file"] as? String)?.hasPrefix("samples/gallery/enum-steps/") == true, "relative to the current directory")
    let page = try #require((flow["pages"] as? [[String: Any]])?.first)
    #expect(Set(page.keys) == ["file", "line", "tag", "title", "description", "images", "texts", "view"])
    // Each text measured with the page's font on the narrowest screen (Inter standing in for San Francisco here).
    let texts = try #require(page["texts"] as? [[String: Any]])
    #expect(texts.map { $0["field"] as? String } == ["title", "description"])
    let title = try #require(texts.first)
    #expect(
      Set(title.keys) == ["field", "locale", "text", "width", "lines", "font", "size", "unmeasured"])
    #expect(title["text"] as? String == page["title"] as? String)
    if let width = title["width"] as? Double {
      #expect(width > 100 && (title["lines"] as? Int ?? 0) >= 1 && title["size"] as? Double == 34)
    } else {
      #expect(title["unmeasured"] is String, "a text not measured says why")
    }
    #expect(object["unrecognized"] is [Any])
  }

  @Test func aProjectWithoutOnboardingSaysSo() {
    let result = run([Self.gallery + "/not-a-flow"])
    #expect(result.code == .clean)
    #expect(result.out.contains("0 flows in 1 project (no page model array, enum pages, paged TabView or UIKit pager"))
  }

  @Test func helpAndBadFlags() {
    let help = run(["--help"])
    #expect(help.code == .clean && help.out.hasPrefix("USAGE: piepaw-lint flows [PATH ...]"))
    // The shapes it lists are the registry's, in its order.
    let shapes = FlowShapeSummary.all.map(\.id)
    #expect(shapes.count >= 7 && help.out.contains("\n  " + shapes.joined(separator: ", ") + "\n"))
    let bad = run(["--format", "sarif"])
    #expect(bad.code == .usage && bad.error.contains("sarif"))
    let missing = run(["/no/such/place-\(UUID())"])
    #expect(missing.code == .usage && missing.out.isEmpty)
  }
}
