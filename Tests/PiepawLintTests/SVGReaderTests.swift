import Foundation
import Testing

@testable import PiepawLint

@Suite struct SVGReaderTests {
  func read(_ text: String, _ depth: DecodeDepth = .full) -> ImageInfo {
    ImageLoader.read(bytes: Array(text.utf8), path: "paw.svg", depth: depth)
  }

  static let namespace = "xmlns=\"http://www.w3.org/2000/svg\""

  @Test(arguments: DecodeDepth.allCases)
  func widthAndHeightGiveTheSizeInPoints(depth: DecodeDepth) {
    let info = read("<?xml version=\"1.0\"?>\n<svg \(Self.namespace) width=\"64\" height=\"48px\"><g/></svg>", depth)
    #expect(info.format == .svg)
    #expect(info.status == .ok)
    #expect(info.pointSize == PointSize(width: 64, height: 48))
    #expect(info.warning == nil)
  }

  @Test func absoluteUnitsConvertAtNinetySixPixelsPerInch() {
    #expect(
      read("<svg \(Self.namespace) width=\"18pt\" height=\"1in\"/>").pointSize == PointSize(width: 24, height: 96))
    #expect(SVGReader.length("2.54cm") == 96)
    #expect(SVGReader.length("50%") == nil)
    #expect(SVGReader.length("2em") == nil)
    #expect(SVGReader.length("-4") == nil)
  }

  @Test func aViewBoxAloneGivesTheSize() {
    let info = read("<svg \(Self.namespace) viewBox=\"0 0 430 932\"><rect width=\"430\" height=\"932\"/></svg>")
    #expect(info.status == .ok)
    #expect(info.pointSize == PointSize(width: 430, height: 932))
  }

  @Test func oneSideAndAViewBoxGiveTheOtherSide() {
    let info = read("<svg \(Self.namespace) width=\"100%\" height=\"40\" viewBox=\"0,0,20,10\"/>")
    #expect(info.pointSize == PointSize(width: 80, height: 40), "the percentage falls back to the viewBox's shape")
  }

  @Test func noSizeAtAllIsOKWithAWarning() {
    let info = read("<svg \(Self.namespace)><circle r=\"4\"/></svg>")
    #expect(info.status == .ok)
    #expect(info.pointSize == nil)
    #expect(info.warning == "no width, height or viewBox: the SVG's size is unknown")
  }

  @Test func textThatIsNotWellFormedXMLIsCorruptWithItsPlace() {
    let info = read("<svg \(Self.namespace) width=\"4\" height=\"4\">\n  <g>\n</svg>")
    #expect(info.status == .corrupt("not well-formed XML at line 3, column 1: </svg> does not match the open <g>"))
    let cut = read("<svg \(Self.namespace) width=\"4\" height=\"4\"><path d=\"M0 0")
    #expect(cut.status.name == "corrupt")
  }

  @Test func anotherRootElementIsCorrupt() {
    // The detector sees `<svg` inside; the root is an HTML page that embeds it.
    let info = read("<html><body><svg \(Self.namespace) width=\"4\" height=\"4\"/></body></html>")
    #expect(info.format == .svg)
    #expect(info.status == .corrupt("the root element is <html>, not <svg>"))
  }

  @Test func anEmptyViewBoxDrawsNothingAndIsCorrupt() {
    let info = read("<svg \(Self.namespace) viewBox=\"0 0 0 10\"/>")
    #expect(info.status == .corrupt("the viewBox \"0 0 0 10\" has a zero or negative size, so nothing is drawn"))
  }

  @Test func entitiesAreNeverExpanded() {
    // A billion-laughs entity is declared: its references are dropped, not expanded, and the size is still read.
    let laughs = """
      <?xml version="1.0"?>
      <!DOCTYPE svg [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>
      <svg \(Self.namespace) width="4" height="4"><text>&lol2;&lol2;&lol2;</text></svg>
      """
    let info = read(laughs)
    #expect(info.status == .ok)
    #expect(info.pointSize == PointSize(width: 4, height: 4))
    // An entity nobody declared is still an error.
    let undeclared = read("<svg \(Self.namespace) width=\"4\" height=\"4\"><text>&lol;</text></svg>")
    #expect(undeclared.status.message?.contains("unknown entity &lol;") == true, "\(undeclared.status)")
  }

  @Test func illustratorsDeclaredNamespaceEntitiesAreRead() {
    let illustrator = """
      <?xml version="1.0" encoding="utf-8"?>
      <!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" [
        <!ENTITY ns_svg "http://www.w3.org/2000/svg">
        <!ENTITY ns_xlink "http://www.w3.org/1999/xlink">
        <!ENTITY % parameter "not referenced from the text">
      ]>
      <svg version="1.1" xmlns="&ns_svg;" xmlns:xlink="&ns_xlink;" width="120px" height="80px" viewBox="0 0 120 80">
        <rect width="120" height="80"/>
      </svg>
      """
    let info = read(illustrator)
    #expect(info.status == .ok, "\(info.status)")
    #expect(info.pointSize == PointSize(width: 120, height: 80))
    #expect(SVGDeclaredEntities.declaredNames(in: Array(illustrator.utf8)).count == 2, "not the parameter entity")
  }

  @Test func anSVGWhoseDoctypeRunsPastTheDetectionWindowIsStillAnSVG() {
    let styles = (0..<40).map { "  <!ENTITY st\($0) \"opacity:.\($0 % 9 + 1);fill:#231F20;\">" }.joined(separator: "\n")
    let text = """
      <?xml version="1.0" encoding="utf-8"?>
      <!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" [
      \(styles)
      ]>
      <svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><circle r="30"/></svg>
      """
    #expect((text.range(of: "<svg").map { text.utf8.distance(from: text.startIndex, to: $0.lowerBound) } ?? 0) > 1024)
    let info = read(text)
    #expect(info.format == .svg)
    #expect(info.status == .ok, "\(info.status)")
    #expect(info.pointSize == PointSize(width: 64, height: 64))
  }

  @Test func deepNestingAndBytesThatAreNotUTF8AreCorrupt() {
    let deep =
      "<svg \(Self.namespace)>" + String(repeating: "<g>", count: 1000) + String(repeating: "</g>", count: 1000)
      + "</svg>"
    #expect(read(deep).status.message?.contains("nested more than 128 levels deep") == true)
    var bytes = Array("<svg \(Self.namespace) width=\"4\" height=\"4\"><text>".utf8)
    bytes += [0xFF, 0xFE]
    bytes += Array("</text></svg>".utf8)
    let info = ImageLoader.read(bytes: bytes, path: "paw.svg")
    #expect(info.status.message?.hasPrefix("not UTF-8 text:") == true, "\(info.status)")
  }

  @Test func theLibrarysExampleFileIsValid() {
    #expect(read(ExampleApp.svg(64, 64)).pointSize == PointSize(width: 64, height: 64))
  }
}
