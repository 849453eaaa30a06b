import Testing

@testable import PiepawLint

/// The byte searches the readers and the asset rules ask of names and paths, against Foundation-free references.
@Suite struct SubstringSearchTests {
  @Test(arguments: [
    ("/app/Preview Content/a.png", "/Preview Content/", true),
    ("/app/Preview Contents/a.png", "/Preview Content/", false),
    ("/a/b.imageset/", ".imageset/", true),
    ("/a/b.imageset", ".imageset/", false),
    ("", "", true), ("x", "", true), ("", "x", false), ("ab", "abc", false), ("abc", "abc", true),
    ("café/Preview Content/é", "/Preview Content/", true), ("名前.imagestack/", ".imagestack/", true),
    ("aaab", "aab", true), ("aab", "aaab", false), ("a long path that is not a small string at all/x", "/x", true),
    ("a.brandassets/x.imagestack/", ".imagestack/", true), ("café/ünïcode", "ünï", true), ("paw", "Paw", false),
  ])
  func includesBytesFindsAPartByteForByte(string: String, part: String, expected: Bool) {
    #expect(string.includesBytes(of: part) == expected)
    #expect((part.isEmpty || Array(string.utf8).firstRange(of: Array(part.utf8)) != nil) == expected)
  }

  @Test(arguments: [
    ("/app/A.xcassets/b.imageset/b.png", "b.png"), ("b.png", "b.png"), ("/", ""), ("a/", ""),
    ("/dossier/été.png", "été.png"), ("/a long folder name that is not small/名前.png", "名前.png"),
  ])
  func lastPathComponentIsAfterTheLastSlash(path: String, last: String) {
    #expect(path.lastPathComponent == last)
  }

  @Test func suffixAfterTheLastByteIsNilWithoutIt() {
    #expect("abc".suffix(afterLastByte: UInt8(ascii: "/")) == nil)
    #expect("a/b/c".suffix(afterLastByte: UInt8(ascii: "/")) == "c")
  }

  @Test(arguments: [
    ("SkipButton", "Button", true), ("Button", "Button", true), ("utton", "Button", false), ("", "", true),
    ("x", "", true), ("", "x", false), ("caféButton", "Button", true), ("Buttoné", "Button", false),
    ("naïve", "ïve", true), ("a long name that is not small at all", "all", true),
  ])
  func utf8SuffixComparesBytes(string: String, suffix: String, expected: Bool) {
    #expect(string.hasUTF8Suffix(suffix) == expected)
    #expect(string.hasSuffix(suffix) == expected)
  }
}
