import Foundation
import Testing

@testable import PiepawLint

@Suite struct InfoPlistLoaderTests {
  private let infoPath = CatalogsTestSupport.fixture("plist/Info.plist")

  private func load(_ text: String) -> (references: [StoryboardReference], problems: [Finding]) {
    InfoPlistLoader.load(path: "/p/Info.plist", data: Data(text.utf8))
  }

  private func xml(_ body: String) -> String {
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n" + body + "\n</plist>\n"
  }

  @Test func findsMainAndSceneStoryboardsWithTheirPositions() {
    let result = InfoPlistLoader.load(path: infoPath)
    #expect(result.problems.isEmpty, "\(result.problems)")
    #expect(
      result.references == [
        StoryboardReference(name: "Main", key: "UIMainStoryboardFile", location: .text(infoPath, line: 9, column: 10)),
        StoryboardReference(
          name: "Main-iPad", key: "UIMainStoryboardFile~ipad", location: .text(infoPath, line: 11, column: 10)),
        StoryboardReference(
          name: "Main", key: "UISceneStoryboardFile", location: .text(infoPath, line: 26, column: 14)),
      ])
  }

  /// Xcode preprocesses an Info.plist under `INFOPLIST_PREPROCESS = YES`: `#ifdef` lines are no broken plist, and
  /// the note says it was not read; a plist broken without them is still an error.
  @Test func aPreprocessedPlistIsANoteNotAnError() {
    let preprocessed = load(
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n#ifdef INTUNE\n"
        + "  <key>IntuneMAMSettings</key><dict/>\n#endif\n</dict>\n</plist>\n")
    #expect(preprocessed.problems.map(\.maximumSeverity) == [.note])
    #expect(preprocessed.problems.map(\.location.line) == [4])
    let broken = load("<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n<key>A</key>\n</plist>\n")
    #expect(broken.problems.count == 1)
    #expect(broken.problems.first?.maximumSeverity == nil)
  }

  /// `GoogleService-Info.plist` is Firebase's settings, not an Info.plist, however its name ends: a placeholder
  /// string there is no broken Info.plist. A file named `Info.plist` that holds no dictionary is one.
  @Test func onlyAnInfoPlistNamedSoMustHoldADictionary() {
    let placeholder = xml("<string></string>")
    let firebase = InfoPlistLoader.load(path: "/p/GoogleService-Info.plist", data: Data(placeholder.utf8))
    #expect(firebase.problems.isEmpty)
    let info = load(placeholder)
    #expect(
      info.problems.map(\.message) == [
        "An Info.plist holds a dictionary (<dict>) at the top; found a string. Fix the file."
      ])
  }

  @Test func aPlistWithoutStoryboardsHasNoReferences() {
    let result = InfoPlistLoader.load(path: CatalogsTestSupport.fixture("plist/Clean-Info.plist"))
    #expect(result.references.isEmpty)
    #expect(result.problems.isEmpty)
  }

  @Test func emptyAndVariableValuesNameNoStoryboard() {
    let result = load(
      xml(
        "<dict><key>UIMainStoryboardFile</key><string></string>"
          + "<key>UIMainStoryboardFile~iphone</key><string>$(MAIN)</string></dict>"))
    #expect(result.references.isEmpty)
    #expect(result.problems.isEmpty)
  }

  @Test func entitiesAndCommentsAreDecoded() throws {
    let text = xml(
      "<dict>\n<!-- a <dict> in a comment -->\n<key>UIMain&#83;toryboardFile</key>\n"
        + "<string>A &amp; B &lt;&#x41;&gt; &quot;&apos;</string></dict>")
    let reference = try #require(load(text).references.first)
    #expect(reference.name == "A & B <A> \"'")
    #expect(reference.key == "UIMainStoryboardFile")
    #expect(reference.location == .text("/p/Info.plist", line: 6, column: 9))
  }

  @Test func wrongValueTypeIsAProblemAtTheValue() throws {
    let result = load(xml("<dict>\n  <key>UIMainStoryboardFile</key>\n  <integer>1</integer>\n</dict>"))
    let problem = try #require(result.problems.first)
    #expect(result.references.isEmpty)
    #expect(problem.location == .text("/p/Info.plist", line: 5, column: 3))
    #expect(problem.message.contains("must be a string naming a storyboard"))
    #expect(problem.message.contains("found an integer"))
  }

  @Test func binaryPlistsAreReadWithFileLocations() throws {
    let plist: [String: Any] = [
      "UIMainStoryboardFile": "Main",
      "UIApplicationSceneManifest": [
        "UISceneConfigurations": [
          "UIWindowSceneSessionRoleApplication": [["UISceneStoryboardFile": "Scene"]]
        ]
      ],
    ]
    let data = try PropertyListSerialization.data(fromPropertyList: plist, format: .binary, options: 0)
    #expect(data.starts(with: Array("bplist00".utf8)))
    let result = InfoPlistLoader.load(path: "/p/Info.plist", data: data)
    #expect(result.problems.isEmpty)
    #expect(result.references.map(\.name) == ["Scene", "Main"] || result.references.map(\.name) == ["Main", "Scene"])
    #expect(result.references.allSatisfy { $0.location == SourceLocation(file: "/p/Info.plist") })

    var damaged = data
    damaged.removeLast(data.count / 2)
    let broken = InfoPlistLoader.load(path: "/p/Info.plist", data: damaged)
    #expect(broken.references.isEmpty)
    #expect(broken.problems.first?.message.contains("binary property list cannot be read") == true)
  }

  @Test func oldStyleTextPlistsAreRead() throws {
    let result = load("{\n  UIMainStoryboardFile = \"Main\";\n  CFBundleName = Piepaw;\n}\n")
    let reference = try #require(result.references.first)
    #expect(reference.location == .text("/p/Info.plist", line: 2, column: 26))
  }

  /// Every kind of broken plist: a fragment of the message and the exact line and column.
  @Test(arguments: [
    ("<plist><dict><key>a</key></dict></plist>", "the key \"a\" has no value", 1, 14),
    ("<plist><dict><string>a</string></dict></plist>", "expected a <key> in the <dict>, found <string>", 1, 14),
    ("<plist><dict>\n<key>a</key><string>x</dict></plist>", "</dict> does not match the open <string>", 2, 22),
    ("<plist><dict>", "the element <dict> is never closed", 1, 8),
    ("<plist><dict/></plist><plist/>", "a second root element <plist>", 1, 23),
    ("<plist><dict/><dict/></plist>", "<plist> must hold exactly one value; it holds 2", 1, 15),
    ("<plist><dict>hello</dict></plist>", "text directly inside <dict>", 1, 14),
    ("<plist><string>a &nbsp; b</string></plist>", "unknown entity &nbsp;", 1, 18),
    ("<plist><string>a & b</string></plist>", "'&' that does not start an entity", 1, 18),
    ("<plist><!-- never closed <dict/></plist>", "unterminated comment", 1, 8),
    ("<plist><string><![CDATA[x</string></plist>", "unterminated CDATA section", 1, 16),
    ("<plist><key>a</key></plist>", "a <key> outside a <dict>", 1, 8),
    ("<plist><foo/></plist>", "unknown element <foo>", 1, 8),
    ("<plist><string>a<b/></string></plist>", "<b> inside <string>", 1, 17),
    ("<plist version=1.0><dict/></plist>", "the value of the attribute version is not quoted", 1, 16),
    ("<plist><dict/></plist>trailing", "text outside the root element", 1, 23),
    ("<?xml version=\"1.0\"?>\n", "the file has no root element", 2, 1),
    ("<plist></dict></plist>", "</dict> does not match the open <plist>", 1, 8),
    ("<plist>< dict/></plist>", "expected an element name, found U+0020", 1, 9),
    ("{ a = b }", "expected ';' after the value of a", 1, 9),
    ("{ a = \"b; }", "unterminated string", 1, 7),
    ("( a b )", "expected ',' or ')' after an array element", 1, 5),
    ("{ /* open", "unterminated comment", 1, 3),
    ("", "the file is empty", 1, 1),
  ])
  func brokenPlists(text: String, message: String, line: Int, column: Int) throws {
    let result = load(text)
    let problem = try #require(result.problems.first, "no problem for \(text)")
    #expect(result.problems.count == 1)
    #expect(problem.message.contains(message), "\(problem.message)")
    #expect(problem.location.line == line)
    #expect(problem.location.column == column)
    #expect(problem.message.hasSuffix("."))
  }

  @Test func aTopLevelValueThatIsNotADictionaryIsAProblem() throws {
    let problem = try #require(load(xml("<array/>")).problems.first)
    #expect(problem.message.contains("holds a dictionary (<dict>) at the top; found an array"))
  }

  @Test func binaryAndOversizedFilesAreProblems() {
    let nul = InfoPlistLoader.load(path: "/p/Info.plist", data: Data([0x3C, 0x00, 0x3E]))
    #expect(nul.problems.first?.message.contains("NUL byte") == true)
    let missing = InfoPlistLoader.load(path: "/nonexistent/Info.plist")
    #expect(missing.problems.first?.message.contains("Cannot open the file") == true)
  }

  @Test func deepNestingIsRefused() {
    let deep = String(repeating: "<array>", count: 5000) + String(repeating: "</array>", count: 5000)
    #expect(load("<plist>" + deep + "</plist>").problems.first?.message.contains("nested more than 128") == true)
    let deepText = String(repeating: "(", count: 5000) + String(repeating: ")", count: 5000)
    #expect(load(deepText).problems.first?.message.contains("nested more than 128") == true)
  }

  @Test func randomAndMutatedInputsNeverCrash() throws {
    let source = try String(contentsOfFile: infoPath, encoding: .utf8)
    var fuzz = CatalogsTestSupport.FuzzGenerator(seed: 21)
    let alphabet = Array("<>/!-[]?&;#x=\"' dictkeystring{}();".utf8)
    for _ in 0..<1500 {
      _ = load(String(decoding: fuzz.mutate(source, edits: 4, alphabet: alphabet), as: UTF8.self))
    }
    for end in stride(from: 0, to: source.utf8.count, by: 5) {
      _ = load(String(decoding: source.utf8.prefix(end), as: UTF8.self))
    }
    for round in 0..<1000 {
      let bytes = fuzz.bytes(count: fuzz.below(80), from: round.isMultiple(of: 2) ? alphabet : nil)
      _ = InfoPlistLoader.load(path: "/p/Info.plist", data: Data(bytes))
      _ = InfoPlistLoader.load(path: "/p/Info.plist", data: Data(Array("bplist00".utf8) + bytes))
    }
  }
}
