import Testing

@testable import PiepawLint

/// A name read as a control's (`SwiftShownContentReader.isControl`): SwiftUI's controls and views named as buttons.
@Suite struct ControlNameTests {
  @Test func everyControlOfSwiftUIIsOne() {
    for control in SwiftShownContentReader.controls {
      #expect(SwiftShownContentReader.isControl(control), "\(control)")
    }
  }

  @Test(arguments: ["SkipButton", "ContainedButton", "nextButton", "Button"])
  func aNameEndingInButtonIsOne(name: String) {
    #expect(SwiftShownContentReader.isControl(name))
  }

  @Test(arguments: ["button", "Buttons", "ButtonStyle", "Menus", "Links", "Text", "Image", "", "B", "Bütton", "Ménu"])
  func otherNamesAreNone(name: String) {
    #expect(!SwiftShownContentReader.isControl(name))
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
