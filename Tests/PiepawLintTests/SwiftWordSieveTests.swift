import Testing

@testable import PiepawLint

/// The sieve `SwiftCode` asks before it hashes a word: it may let an absent word through, never rule a present one
/// out.
@Suite struct SwiftWordSieveTests {
  @Test func aWordInsertedIsNeverRuledOut() {
    var generator = SystemRandomNumberGenerator()
    let alphabet = Array("abcXYZ_09$é名👍.?!+-*/<>=")
    var sieve = SwiftWordSieve()
    var words: [String] = [""]
    for _ in 0..<5000 {
      let length = Int.random(in: 1...40, using: &generator)
      words.append(String((0..<length).map { _ in alphabet.randomElement(using: &generator)! }))
    }
    for word in words { sieve.insert(word) }
    for word in words { #expect(sieve.mayContain(word), "\(word)") }
  }

  @Test func aWordOfAnotherShapeIsRuledOut() {
    var sieve = SwiftWordSieve()
    for word in ["Image", "Text", "page", "=="] { sieve.insert(word) }
    #expect(sieve.mayContain("Image"))
    #expect(sieve.mayContain("=="))
    #expect(!sieve.mayContain("UIImage"))
    #expect(!sieve.mayContain("imageLiteralResourceName"))
    #expect(!sieve.mayContain("Images"))
    #expect(!sieve.mayContain(""))
  }

  @Test func occurrencesFindEveryPlaceOfAWordAndNoneOfAnAbsentOne() {
    let source = """
      struct Intro: View {
        let pages = [Page(image: UIImage(named: "a")), Page(image: UIImage(named: "b"))]
        var body: some View { Image("c") + Image(uiImage: pages[0].image) }
      }
      """
    let code = SwiftCode(tokens: SwiftSourceScanner.scan(source).tokens, source: Array(source.utf8), file: "/a.swift")
    let images = code.occurrences(of: ["Image"])
    #expect(images.count == 2)
    #expect(images.allSatisfy { code.isIdentifier("Image", at: $0) })
    let calls = code.occurrences(of: ["UIImage", "Image", "imageLiteralResourceName", "Image"])
    #expect(calls.count == 4)
    #expect(calls == calls.sorted())
    #expect(code.occurrences(of: ["Images"]).isEmpty)
    #expect(code.occurrences(of: ["LottieView", "Lottie", "Images"]).isEmpty)
    #expect(code.occurrences(of: ["+"]).count == 1)
  }
}
