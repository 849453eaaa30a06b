import Testing

@testable import PiepawLint

/// The types that hold a value of a type (`SwiftProjectIndex.types(holding:)`), by the bare name of the held type.
@Suite struct TypeHoldersTests {
  @Test(arguments: [
    ("WelcomeViewModel", "WelcomeViewModel"),
    ("WelcomeViewModel?", "WelcomeViewModel"),
    ("WelcomeViewModel!", "WelcomeViewModel"),
    ("WelcomeViewModel?!", "WelcomeViewModel"),
    ("Module.WelcomeViewModel", "WelcomeViewModel"),
    ("Module.Inner.Page?", "Page"),
    ("Page.", "Page"),
    ("A..B", "B"),
    ("...", "..."),
    ("?", ""),
    ("", ""),
    ("Módulo.Página", "Página"),
  ])
  func bareTypeIsTheLastComponentUnwrapped(written: String, bare: String) {
    #expect(SwiftProjectIndex.bareType(written) == bare)
  }

  @Test func aHolderDeclaredTwiceIsListedOnceInOrder() {
    let source = """
      struct Model {}
      struct Pager { var model: Model; func show(_ other: Model?) {} }
      struct Card { let model: Model }
      extension Pager { func again(model: App.Model) {} }
      struct Pager2 { var name: String }
      """
    let file = SwiftContentLoader.read(path: "/app/Holders.swift", source: source)
    let index = SwiftProjectIndex(files: [file.swiftIndex].compactMap { $0 })
    #expect(index.types(holding: "Model") == ["Pager", "Card"])
    #expect(index.types(holding: "String") == ["Pager2"])
    #expect(index.types(holding: "Missing").isEmpty)
  }
}
