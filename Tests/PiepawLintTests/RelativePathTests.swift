import PiepawLint
import Testing

@Suite struct RelativePathTests {
  @Test func aFileInsideTheBaseIsTheRestOfItsPath() {
    #expect(RelativePath.from("/repo", to: "/repo/App/Assets.xcassets/a.png") == "App/Assets.xcassets/a.png")
    #expect(RelativePath.from("/repo", to: "/repo/a") == "a")
  }

  @Test func aSiblingThatSharesThePrefixClimbsOut() {
    #expect(RelativePath.from("/repo/App", to: "/repo/AppKit/a.swift") == "../AppKit/a.swift")
    #expect(RelativePath.from("/repo/App/Deep", to: "/repo/Other") == "../../Other")
  }

  @Test func theBaseItselfIsDotAndTheRootWorks() {
    #expect(RelativePath.from("/repo", to: "/repo") == ".")
    #expect(RelativePath.from("/", to: "/etc/hosts") == "etc/hosts")
    #expect(RelativePath.from("/repo", to: "/") == "..")
  }
}
