import Foundation
import Testing

@testable import PiepawLint

/// Runs every rule's declared examples through the whole pipeline (files on disk, loaders, the rule), as
/// SwiftLint does: a triggering example must be reported exactly at its `↓` markers, a non-triggering one not at all.
@Suite struct RuleExampleTests {
  static let identifiers = RuleRegistry.all.map { $0.description.identifier }

  @Test(arguments: identifiers)
  func triggeringExamplesReportAtTheirMarkers(_ identifier: String) throws {
    let rule = try #require(RuleRegistry.all.first { $0.description.identifier == identifier })
    #expect(!rule.description.triggeringExamples.isEmpty, "\(identifier) has no triggering example")
    for (index, example) in rule.description.triggeringExamples.enumerated() {
      let run = try ExampleRun(example, rule: rule)
      #expect(run.reported == run.expected, "\(identifier) triggering example \(index + 1): \(run.messages)")
    }
  }

  @Test(arguments: identifiers)
  func nonTriggeringExamplesReportNothing(_ identifier: String) throws {
    let rule = try #require(RuleRegistry.all.first { $0.description.identifier == identifier })
    #expect(!rule.description.nonTriggeringExamples.isEmpty, "\(identifier) has no non-triggering example")
    for (index, example) in rule.description.nonTriggeringExamples.enumerated() {
      let run = try ExampleRun(example, rule: rule)
      #expect(run.reported.isEmpty, "\(identifier) non-triggering example \(index + 1): \(run.messages)")
    }
  }
}

/// One example written to a temporary folder and linted with only its rule enabled.
///
/// Image files whose text is a recipe (`#png 1290x2796`) are written as real images (`ExampleImageRecipe`). An
/// example's `.piepaw-lint.json` gives the run its `"assets"` expectations; the rule's own severity and the
/// example's options come from the example, as for every other rule.
struct ExampleRun {
  /// `path:line:col` (or `path` for whole-file findings) of what the rule reported.
  var reported: Set<String> = []
  /// The same, from the example's markers and `fileFindings`.
  var expected: Set<String> = []
  var messages: [String] = []
  /// The severity of each reported diagnostic, in the order of `messages`.
  var severities: [Severity] = []

  init(_ example: RuleExample, rule: any Rule.Type) throws {
    var files: [String: String] = [:]
    for file in example.files {
      let (text, markers) = Self.stripMarkers(file.text)
      files[file.path] = text
      expected.formUnion(markers.map { "\(file.path):\($0.line):\($0.column)" })
    }
    expected.formUnion(example.fileFindings)
    let tree = try TemporaryTree(files)
    for (path, text) in files {
      if let target = RuleExample.symlinkTarget(text) {
        try FileManager.default.removeItem(atPath: tree.path(path))
        try FileManager.default.createSymbolicLink(atPath: tree.path(path), withDestinationPath: target)
      } else if let bytes = try ExampleImageRecipe.bytes(path: path, text: text) {
        try Data(bytes).write(to: URL(fileURLWithPath: tree.path(path)))
      }
    }
    let description = rule.description
    var configuration = Configuration(rules: [
      description.identifier: .init(severity: .severity(description.defaultSeverity), options: example.options)
    ])
    if let configurationText = files[ConfigurationLoader.fileName] {
      configuration.assets = try ConfigurationLoader.parse(
        configurationText, path: tree.path(ConfigurationLoader.fileName), rules: [description]
      ).assets
    }
    let report = try Linter(configuration: configuration, rules: [rule]).lint(paths: [tree.root])
    for diagnostic in report.diagnostics {
      let path = RelativePath.from(tree.root, to: diagnostic.location.file)
      let position = diagnostic.location.line.map { ":\($0):\(diagnostic.location.column ?? 0)" } ?? ""
      reported.insert(path + position)
      messages.append("\(path)\(position): \(diagnostic.message)")
      severities.append(diagnostic.severity)
    }
  }

  /// The text without `↓`, and the 1-based line and UTF-8 column each marker stood at.
  static func stripMarkers(_ text: String) -> (String, [(line: Int, column: Int)]) {
    var result = ""
    var markers: [(line: Int, column: Int)] = []
    var line = 1
    var column = 1
    for character in text {
      if character == RuleExample.marker {
        markers.append((line, column))
        continue
      }
      result.append(character)
      if character == "\n" {
        line += 1
        column = 1
      } else {
        column += character.utf8.count
      }
    }
    return (result, markers)
  }
}
