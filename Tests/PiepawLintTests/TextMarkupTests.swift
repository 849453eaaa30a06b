import Testing

@testable import PiepawLint

/// Length rules count what the user reads: the tags of rendered markup go, a `<` that opens no closed tag stays.
@Suite struct TextMarkupTests {
  @Test func pairedTagsAndLineBreaksAreNotRead() {
    #expect(TextMarkup.withoutTags("Walk <b>twice</b> a day.") == "Walk twice a day.")
    #expect(TextMarkup.withoutTags("<font color=\"red\">Free</font> for a week") == "Free for a week")
    #expect(TextMarkup.withoutTags("One<br/>Two<br>Three") == "OneTwoThree")
  }

  @Test func aLessThanSignThatOpensNoClosedTagIsText() {
    #expect(TextMarkup.withoutTags("Tap <Next> to go on") == "Tap <Next> to go on")
    #expect(TextMarkup.withoutTags("3 < 4 and 5 > 2") == "3 < 4 and 5 > 2")
    #expect(TextMarkup.withoutTags("I <3 dogs") == "I <3 dogs")
    #expect(TextMarkup.withoutTags("a <b c</b> d") == "a <b c d")
  }
}
