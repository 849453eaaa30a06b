import Testing

@testable import PiepawLint

@Suite struct InvalidInputRuleTests {
  @Test func passesEveryLoaderProblemThrough() {
    let contentProblem = Finding(
      location: .text("/app/welcome.onboarding.json", line: 4, column: 1), message: "Expected a value.")
    let catalogProblem = Finding(
      location: .text("/app/Assets.xcassets/a.imageset/Contents.json", line: 2, column: 3), message: "Bad JSON.")
    let plistProblem = Finding(
      location: PiepawLint.SourceLocation(file: "/app/Info.plist"), message: "Not a property list.")
    var file = ContentFile(path: "/app/welcome.onboarding.json")
    file.problems = [contentProblem]
    var settings = ProjectSettings()
    settings.problems = [plistProblem]
    let project = Project(
      root: "/app", contentFiles: [file],
      catalogs: [AssetCatalog(path: Build.catalog, assets: [], problems: [catalogProblem])],
      settings: settings)
    #expect(findings(InvalidInputRule.self, project) == [contentProblem, catalogProblem, plistProblem])
    #expect(findings(InvalidInputRule.self, Build.project(flows: [Build.flow(Build.pages(tags: [0]))])).isEmpty)
  }
}

/// A source that git-crypt keeps encrypted in the repository (the checkout has no key) is no broken input: a note
/// says it was not read, and the run does not fail; a source with a stray NUL byte is still an error.
@Suite struct EncryptedInputTests {
  @Test func aGitCryptEncryptedSourceIsANoteAndABinarySourceStillAnError() throws {
    let tree = try TemporaryTree([
      "App.xcodeproj/project.pbxproj": "",
      "App/Keys.swift": "\0GITCRYPT\0\u{1}\u{7f}binary",
      "App/Broken.swift": "let a = 1\n\0\n",
    ])
    let diagnostics = try Linter().lint(paths: [tree.root]).diagnostics.filter { $0.ruleID == "invalid-input" }
    let encrypted = try #require(diagnostics.first { $0.location.file.hasSuffix("Keys.swift") })
    #expect(encrypted.severity == .note)
    #expect(encrypted.message.contains("encrypted with git-crypt"))
    let broken = try #require(diagnostics.first { $0.location.file.hasSuffix("Broken.swift") })
    #expect(broken.severity == .error)
    #expect(broken.location.line == 2)
  }
}

@Suite struct StoryboardReferenceRuleTests {
  static func project(references: [StoryboardReference], storyboards: [String]) -> Project {
    var settings = ProjectSettings()
    settings.storyboardReferences = references
    settings.storyboardFiles = storyboards
    return Project(root: "/app", settings: settings)
  }

  static let plistLocation = PiepawLint.SourceLocation.text("/app/PetAdopt/Info.plist", line: 6, column: 10)

  @Test func aDeletedMainStoryboardStillInInfoPlistIsAnError() {
    let reference = StoryboardReference(name: "Main", key: "UIMainStoryboardFile", location: Self.plistLocation)
    let result = findings(StoryboardReferenceRule.self, Self.project(references: [reference], storyboards: []))
    #expect(result.map(\.location) == [Self.plistLocation])
    #expect(
      result.first?.message
        == "`UIMainStoryboardFile` names the storyboard `Main`, but there is no Main.storyboard in the project, so the "
        + "app crashes at launch; remove the `UIMainStoryboardFile` key from Info.plist, or add the storyboard back.")
  }

  @Test func theBuildSettingSaysToRemoveTheBuildSetting() {
    let location = PiepawLint.SourceLocation.text("/app/PetAdopt.xcodeproj/project.pbxproj", line: 7, column: 44)
    let reference = StoryboardReference(name: "Main", key: "INFOPLIST_KEY_UIMainStoryboardFile", location: location)
    let result = findings(
      StoryboardReferenceRule.self, Self.project(references: [reference], storyboards: ["/app/Other.storyboard"]))
    #expect(result.count == 1)
    #expect(result.first?.message.contains("remove the `INFOPLIST_KEY_UIMainStoryboardFile` build setting") == true)
  }

  @Test func anExistingStoryboardOrAnEmptyNamePasses() {
    let references = [
      StoryboardReference(name: "Main", key: "UIMainStoryboardFile", location: Self.plistLocation),
      StoryboardReference(name: "Launch.storyboard", key: "UISceneStoryboardFile", location: Self.plistLocation),
      StoryboardReference(name: " ", key: "UISceneStoryboardFile", location: Self.plistLocation),
    ]
    let storyboards = ["/app/PetAdopt/Base.lproj/Main.storyboard", "/app/PetAdopt/Launch.storyboard"]
    #expect(
      findings(StoryboardReferenceRule.self, Self.project(references: references, storyboards: storyboards)).isEmpty)
  }
}
