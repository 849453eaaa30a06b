import Testing

@testable import PiepawLint

/// Flows are read from the code an iOS build compiles: a `#if` whose condition is known for iOS keeps its active
/// branch only; a condition the tool cannot know keeps every branch.
@Suite struct CompilationConditionTests {
  private func truth(_ condition: String) -> SwiftCompilationConditions.Truth {
    let tokens = SwiftSourceScanner.scan(condition).tokens
    return SwiftCompilationConditions.truth(of: tokens[...])
  }

  @Test func platformChecksAreAnsweredAsAnIOSBuildAnswersThem() {
    #expect(truth("os(iOS)") == .yes)
    #expect(truth("os(macOS)") == .no)
    #expect(truth("os(watchOS) || os(tvOS)") == .no)
    #expect(truth("!os(macOS)") == .yes)
    #expect(truth("canImport(UIKit)") == .yes)
    #expect(truth("canImport(AppKit)") == .no)
    #expect(truth("os(iOS) && !targetEnvironment(macCatalyst)") == .yes)
    #expect(truth("false") == .no)
    #expect(truth("(os(iOS) || os(visionOS)) && true") == .yes)
  }

  @Test func conditionsTheToolCannotKnowStayUnknown() {
    #expect(truth("DEBUG") == .unknown)
    #expect(truth("os(iOS) && DEBUG") == .unknown)
    #expect(truth("os(macOS) || BETA") == .unknown)
    #expect(truth("targetEnvironment(simulator)") == .unknown)
    #expect(truth("swift(>=5.9)") == .unknown)
    #expect(truth("canImport(Lottie)") == .unknown)
    #expect(truth("os(iOS) &&") == .unknown, "a condition continued on the next line is not read")
  }

  private func kept(_ source: String) -> [String] {
    let tokens = SwiftSourceScanner.scan(source).tokens
    return SwiftCompilationConditions.activeTokens(tokens).map(\.text)
  }

  @Test func aKnownBlockKeepsOnlyItsActiveBranchAndDropsItsDirectives() {
    #expect(kept("#if os(macOS)\na()\n#elseif os(iOS)\nb()\n#else\nc()\n#endif") == ["b", "(", ")"])
    #expect(kept("#if os(macOS)\na()\n#endif\nd()") == ["d", "(", ")"])
    #expect(kept("x\n#if os(iOS)\n.y()\n#endif") == ["x", ".", "y", "(", ")"])
  }

  @Test func anUnknownBlockAndTheBlocksNestedInItKeepEverything() {
    let source = "#if DEBUG\na()\n#else\nb()\n#endif"
    #expect(kept(source) == SwiftSourceScanner.scan(source).tokens.map(\.text))
    let nested = "#if DEBUG\n#if os(macOS)\na()\n#else\nb()\n#endif\n#endif"
    #expect(kept(nested) == ["#if", "DEBUG", "b", "(", ")", "#endif"], "the inner block is known; the outer is not")
  }

  private func flows(_ source: String) -> [Flow] {
    var files = [SwiftContentLoader.read(path: "/app/Intro/IntroView.swift", source: source)]
    _ = SwiftContentLoader.recognise(&files, schema: .default, root: "/app")
    return files.flatMap(\.flows)
  }

  private static func introView(iOS: String, other: String) -> String {
    """
    struct IntroView: View {
      @State var page = 0
      var body: some View {
        #if os(macOS)
        \(other)
        #else
        \(iOS)
        #endif
      }
    }
    """
  }

  private static let pager = """
    TabView(selection: $page) {
          Text("Plan your week").tag(0)
          Text("Share with friends").tag(1)
        }
        .tabViewStyle(.page)
    """

  @Test func aPagerInTheIOSBranchIsReadAndOneInAnotherPlatformsBranchIsNot() {
    let inIOS = flows(Self.introView(iOS: Self.pager, other: "Text(\"Welcome\")"))
    #expect(inIOS.count == 1)
    #expect(inIOS.first?.pages.map(\.title?.literal) == ["Plan your week", "Share with friends"])
    let inMacOS = flows(Self.introView(iOS: "Text(\"Welcome\")", other: Self.pager))
    #expect(inMacOS.isEmpty, "the macOS branch is not compiled for iOS")
  }
}
