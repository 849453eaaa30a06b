import Foundation
import PiepawLint
import Testing

@testable import piepaw_lint

/// `piepaw-lint rules` shows each rule's default and whether it is on in the project at hand.
@Suite struct RulesCommandTests {
  /// A repository whose root `.piepaw-lint.json` turns `unused-asset` on and `title-length` off, with a subfolder.
  static func repository() throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("piepaw-rules-\(UUID())")
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("App/Onboarding"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
    try Data(#"{"rules": {"unused-asset": "warning", "title-length": "off"}}"#.utf8)
      .write(to: root.appendingPathComponent(".piepaw-lint.json"))
    return root
  }

  /// The PROJECT column of the rule's row in the human table.
  static func projectColumn(_ output: String, rule: String) -> String? {
    let row = output.split(separator: "\n").first { $0.hasPrefix(rule + " ") }
    return row.map { $0.split(separator: " ", omittingEmptySubsequences: true)[2] }.map(String.init)
  }

  @Test func theProjectConfigurationIsFoundFromTheCurrentDirectoryUp() throws {
    let root = try Self.repository()
    defer { try? FileManager.default.removeItem(at: root) }
    let captured = CapturedConsole()
    let cwd = root.appendingPathComponent("App/Onboarding").path
    #expect(PiepawLintCommand.run(["rules"], console: captured.console(cwd: cwd)) == .clean)
    #expect(captured.out.hasPrefix("Configuration: ../../.piepaw-lint.json\n"))
    #expect(Self.projectColumn(captured.out, rule: "unused-asset") == "warning")
    #expect(Self.projectColumn(captured.out, rule: "title-length") == "off")
    #expect(Self.projectColumn(captured.out, rule: "duplicate-tag") == "error")
  }

  @Test func jsonTellsTheConfigurationAndEachRulesProjectSetting() throws {
    let root = try Self.repository()
    defer { try? FileManager.default.removeItem(at: root) }
    let captured = CapturedConsole()
    #expect(PiepawLintCommand.run(["rules", "--format", "json"], console: captured.console(cwd: root.path)) == .clean)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(captured.out.utf8)) as? [String: Any])
    #expect(object["configuration"] as? String == ".piepaw-lint.json")
    let rules = try #require(object["rules"] as? [[String: Any]])
    func project(_ id: String) -> [String: Any]? {
      rules.first { $0["id"] as? String == id }?["project"] as? [String: Any]
    }
    #expect(project("unused-asset")?["enabled"] as? Bool == true)
    #expect(project("unused-asset")?["severity"] as? String == "warning")
    #expect(project("title-length")?["enabled"] as? Bool == false)
    #expect(project("title-length")?["severity"] is NSNull)
    // The defaults are still there, unchanged.
    #expect(rules.first { $0["id"] as? String == "unused-asset" }?["enabled"] as? Bool == false)
  }

  @Test func configOptionWinsOverTheProjectFile() throws {
    let root = try Self.repository()
    defer { try? FileManager.default.removeItem(at: root) }
    let other = root.appendingPathComponent("strict.json")
    try Data(#"{"rules": {"title-length": "error"}}"#.utf8).write(to: other)
    let captured = CapturedConsole()
    #expect(
      PiepawLintCommand.run(["rules", "--config", other.path], console: captured.console(cwd: root.path)) == .clean)
    #expect(captured.out.hasPrefix("Configuration: strict.json\n"))
    #expect(Self.projectColumn(captured.out, rule: "title-length") == "error")
    #expect(Self.projectColumn(captured.out, rule: "unused-asset") == "off")
  }

  @Test func withoutConfigurationTheProjectColumnIsTheDefault() throws {
    let empty = FileManager.default.temporaryDirectory.appendingPathComponent("piepaw-rules-empty-\(UUID())")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: empty) }
    let captured = CapturedConsole()
    #expect(PiepawLintCommand.run(["rules"], console: captured.console(cwd: empty.path)) == .clean)
    #expect(captured.out.hasPrefix("Configuration: none"))
    for rule in RuleRegistry.all.map({ $0.description }) {
      let expected = rule.enabledByDefault ? rule.defaultSeverity.rawValue : "off"
      #expect(Self.projectColumn(captured.out, rule: rule.identifier) == expected)
    }
    #expect(Self.projectColumn(captured.out, rule: "unused-asset") == "off")
  }

  @Test func anInvalidConfigurationIsExitTwoNamingIt() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("piepaw-rules-\(UUID()).json")
    try Data(#"{"rules": {"title-lenght": "off"}}"#.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let captured = CapturedConsole()
    #expect(PiepawLintCommand.run(["rules", "--config", file.path], console: captured.console()) == .usage)
    #expect(captured.error.contains("unknown rule 'title-lenght' (did you mean 'title-length'?)"))
    #expect(captured.out.isEmpty)
  }
}
