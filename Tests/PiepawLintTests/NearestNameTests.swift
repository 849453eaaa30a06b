import Testing

@testable import PiepawLint

@Suite struct NearestNameTests {
  @Test(arguments: [
    ("kitten", "sitting", 3), ("", "abc", 3), ("abc", "abc", 0), ("onbaording", "onboarding", 1), ("ab", "ba", 1),
  ])
  func editDistance(_ a: String, _ b: String, _ expected: Int) {
    #expect(NearestName.editDistance(a, b) == expected)
    #expect(NearestName.editDistance(b, a) == expected)
  }

  @Test func suggestsOnlyPlausibleTypos() {
    let names = ["iconOnboarding1", "iconOnboarding3", "onboarding3", "logoPet"]
    #expect(NearestName.find("iconOnbaording3", among: names) == "iconOnboarding3")
    #expect(NearestName.find("titel-length", among: ["title-length", "tag-sequence"]) == "title-length")
    #expect(NearestName.find("splash", among: names) == nil)
    #expect(NearestName.find("LOGOPET", among: names) == "logoPet")
  }
}
