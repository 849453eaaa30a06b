import Testing

@testable import PiepawLint

/// Issue 10, item 1's siblings: text split or trimmed at `"\r"` and `"\n"` compared as `Character`s, where a `\r\n`
/// pair (one grapheme) equals neither.
@Suite struct ScalarNewlineTests {
  @Test func aViewBoxBrokenByCRLFIsStillFourNumbers() {
    let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0\r\n20 10\"/>"
    let info = ImageLoader.read(bytes: Array(svg.utf8), path: "paw.svg", depth: .full)
    #expect(info.status == .ok)
    #expect(info.pointSize == PointSize(width: 20, height: 10))
  }

  @Test func aQuotedNameEndingInCRLFIsTrimmed() {
    let evidence = ResourceTextReader.evidence(in: "image = \"paw\r\n\";")
    #expect(evidence.strings.contains("paw"))
    #expect(!evidence.strings.contains("paw\r\n"))
  }
}
