import Testing

@testable import PiepawLint

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

/// The byte comparisons of `RelativePath.from` give what splitting both paths into components gives.
@Suite struct RelativePathEquivalenceTests {
  @Test func plainPathsAgreeWithSplitting() {
    var generator = SystemRandomNumberGenerator()
    let names = ["a", "ab", "abc", "App", "AppKit", "é", "名前", "x.swift", "..x", "a b"]
    func path() -> String {
      "/"
        + (0..<Int.random(in: 1...5, using: &generator)).map { _ in names.randomElement(using: &generator)! }
        .joined(separator: "/")
    }
    for _ in 0..<3000 {
      let base = path()
      let target = Bool.random(using: &generator) ? base + path() : path()
      #expect(RelativePath.from(base, to: target) == RelativePath.bySplitting(base, to: target), "\(base) \(target)")
      #expect(RelativePath.from(target, to: base) == RelativePath.bySplitting(target, to: base), "\(target) \(base)")
    }
  }

  @Test func otherPathsAreSplit() {
    #expect(RelativePath.from("/a//b", to: "/a/c") == "../c")
    #expect(RelativePath.from("/a/b/", to: "/a/c") == "../c")
    #expect(RelativePath.from("/a/b", to: "/a/b/") == ".")
    #expect(RelativePath.from("/a/b", to: "/a/bc") == "../bc")
    #expect(RelativePath.from("/a/bc", to: "/a/b") == "../b")
    #expect(RelativePath.from("/work/main", to: "/tmp/x/File.swift") == "../../tmp/x/File.swift")
  }
}
