import Testing

@testable import PiepawLint

/// `startsUppercase` and `startsLowercase` answer from the first byte for ASCII and from the first character
/// otherwise, as `first?.isUppercase` did.
@Suite struct LetterCaseTests {
  @Test(arguments: [
    ("Card", true, false), ("card", false, true), ("_card", false, false), ("", false, false),
    ("1st", false, false), ("`default`", false, false), ("Élan", true, false), ("émile", false, true),
    ("Ωmega", true, false), ("日本", false, false),
  ])
  func theFirstCharacterDecides(name: String, upper: Bool, lower: Bool) {
    #expect(name.startsUppercase == upper)
    #expect(name.startsLowercase == lower)
    #expect(name.startsUppercase == (name.first?.isUppercase == true), "agrees with Character")
    #expect(name.startsLowercase == (name.first?.isLowercase == true), "agrees with Character")
    #expect(Substring(name).startsUppercase == upper, "a substring answers the same")
  }
}
