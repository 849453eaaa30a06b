import Testing

@testable import PiepawLint

@Suite struct SubstringSearchTests {
  @Test(arguments: [
    ("/app/Preview Content/Preview Assets.xcassets", "/Preview Content/", true),
    ("/app/Preview Contents/x", "/Preview Content/", false),
    ("a.brandassets/x.imagestack/", ".imagestack/", true),
    ("aaab", "aab", true),
    ("aab", "aaab", false),
    ("", "", true),
    ("abc", "", true),
    ("", "a", false),
    ("café/ünïcode", "ünï", true),
    ("paw", "Paw", false),
  ])
  func findsPartsByteForByte(_ text: String, _ part: String, _ expected: Bool) {
    #expect(text.includesBytes(of: part) == expected)
  }
}
