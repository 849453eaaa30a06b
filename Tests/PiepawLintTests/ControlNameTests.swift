import Testing

@testable import PiepawLint

/// A name read as a control's (`SwiftUIVocabulary.isControl`): SwiftUI's controls and views named as buttons.
@Suite struct ControlNameTests {
  @Test func everyControlOfSwiftUIIsOne() {
    for control in SwiftUIVocabulary.controls {
      #expect(SwiftUIVocabulary.isControl(control), "\(control)")
    }
  }

  @Test(arguments: ["SkipButton", "ContainedButton", "nextButton", "Button"])
  func aNameEndingInButtonIsOne(name: String) {
    #expect(SwiftUIVocabulary.isControl(name))
  }

  @Test(arguments: ["button", "Buttons", "ButtonStyle", "Menus", "Links", "Text", "Image", "", "B", "Bütton", "Ménu"])
  func otherNamesAreNone(name: String) {
    #expect(!SwiftUIVocabulary.isControl(name))
  }
}
