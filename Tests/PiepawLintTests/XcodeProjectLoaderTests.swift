import Foundation
import Testing

@testable import PiepawLint

@Suite struct XcodeProjectLoaderTests {
  private let projectPath = CatalogsTestSupport.fixture("plist/Piepaw.xcodeproj/project.pbxproj")

  @Test func findsStoryboardBuildSettingsWithTheirPositions() {
    let result = XcodeProjectLoader.load(path: projectPath)
    #expect(result.problems.isEmpty, "\(result.problems)")
    #expect(
      result.references == [
        StoryboardReference(
          name: "Main", key: "INFOPLIST_KEY_UIMainStoryboardFile", location: .text(projectPath, line: 20, column: 42)),
        StoryboardReference(
          name: "Main \"iPhone\"", key: "INFOPLIST_KEY_UIMainStoryboardFile[sdk=iphoneos*]",
          location: .text(projectPath, line: 21, column: 59)),
      ])
  }

  @Test func sceneStoryboardSettingIsRead() throws {
    let source = "{ objects = { C1 = { buildSettings = { INFOPLIST_KEY_UISceneStoryboardFile = Scene; }; }; }; }"
    let reference = try #require(XcodeProjectLoader.load(path: "/x/project.pbxproj", source: source).references.first)
    #expect(reference.name == "Scene")
    #expect(reference.location.column == 78)
  }

  @Test func wrongValueTypeIsAProblem() throws {
    let source = "{\n  INFOPLIST_KEY_UIMainStoryboardFile = (Main);\n}"
    let result = XcodeProjectLoader.load(path: "/x/project.pbxproj", source: source)
    let problem = try #require(result.problems.first)
    #expect(problem.location == .text("/x/project.pbxproj", line: 2, column: 40))
    #expect(problem.message.contains("found an array"))
  }

  @Test(arguments: [
    ("{\n\tobjects = {\n\t\tA = {isa = PBXGroup}\n\t};\n}", "expected ';' after the value of isa", 3, 22),
    ("{ a = \"unterminated; }", "unterminated string", 1, 7),
    ("{ a = b; } }", "unexpected '}' after the end of the property list", 1, 12),
    ("{ a = <0f zz>; }", "'z' inside <data>", 1, 11),
    ("{ = b; }", "expected a key or '}', found '='", 1, 3),
    ("{ a = b;", "expected a key or '}', found the end of the file", 1, 9),
    ("// only a comment\n", "the file is empty", 2, 1),
  ])
  func syntaxErrors(source: String, message: String, line: Int, column: Int) throws {
    let result = XcodeProjectLoader.load(path: "/x/project.pbxproj", source: source)
    let problem = try #require(result.problems.first)
    #expect(result.problems.count == 1)
    #expect(problem.message.contains(message), "\(problem.message)")
    #expect(problem.location.line == line)
    #expect(problem.location.column == column)
  }

  /// A project file with a merge conflict in it says so, not which character the parser did not expect.
  @Test func aMergeConflictIsNamed() {
    let text =
      "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n<<<<<<< HEAD\n\tobjectVersion = 54;\n=======\n"
      + "\tobjectVersion = 53;\n>>>>>>> 75832ce\n\tobjects = {};\n}\n"
    guard case .failure(let finding) = ASCIIPlistReader.parse(text, file: "/p/project.pbxproj") else {
      Issue.record("a conflict parsed")
      return
    }
    #expect(finding.message == MergeConflictMarker.message)
    #expect(finding.location.line == 4)
  }

  @Test func quotedStringEscapes() throws {
    let source = #"{ INFOPLIST_KEY_UIMainStoryboardFile = "a\nb\t\"c\"\\\U00e9\101"; }"#
    let reference = try #require(XcodeProjectLoader.load(path: "/x/p", source: source).references.first)
    #expect(reference.name == "a\nb\t\"c\"\\éA")
  }

  @Test func missingFileIsAProblem() {
    let result = XcodeProjectLoader.load(path: "/nonexistent/project.pbxproj")
    #expect(result.references.isEmpty)
    #expect(result.problems.count == 1)
  }

  @Test func mutatedProjectsNeverCrash() throws {
    let source = try String(contentsOfFile: projectPath, encoding: .utf8)
    var fuzz = CatalogsTestSupport.FuzzGenerator(seed: 31)
    let alphabet = Array("{}();=,\"\\/*<> aU0".utf8)
    for _ in 0..<1500 {
      _ = XcodeProjectLoader.load(
        path: "/x/p", source: String(decoding: fuzz.mutate(source, edits: 4, alphabet: alphabet), as: UTF8.self))
    }
    for end in stride(from: 0, to: source.utf8.count, by: 3) {
      _ = XcodeProjectLoader.load(path: "/x/p", source: String(decoding: source.utf8.prefix(end), as: UTF8.self))
    }
    for _ in 0..<1000 {
      let bytes = fuzz.bytes(count: fuzz.below(60), from: alphabet)
      _ = XcodeProjectLoader.load(path: "/x/p", source: String(decoding: bytes, as: UTF8.self))
    }
  }
}
