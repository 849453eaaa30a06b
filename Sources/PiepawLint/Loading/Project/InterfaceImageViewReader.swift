/// Reads the image views of a storyboard or XIB (Interface Builder's XML): each `<imageView>` start tag with an
/// `image` attribute, its `contentMode`, and the line it starts on; and each button state's `backgroundImage`
/// (`<state key="normal" backgroundImage="ic_back"/>`), which UIKit stretches to the button's size. Only the tags'
/// own attributes are read, so a malformed file yields what its well-formed tags say and nothing else.
enum InterfaceImageViewReader {
  /// The start tags read, the attribute that names the image, and whether the view's `contentMode` decides how
  /// it is drawn (a button's background is stretched whatever its mode).
  private static let tags: [(opening: [UInt8], attribute: String, hasContentMode: Bool)] = [
    (Array("<imageView".utf8), "image", true), (Array("<state".utf8), "backgroundImage", false),
  ]

  static func imageViews(in text: String, path: String) -> [InterfaceImageView] {
    var views: [InterfaceImageView] = []
    let bytes = Array(text.utf8)
    var line = 1
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\n") { line += 1 }
      guard byte == UInt8(ascii: "<"),
        let kind = tags.first(where: { kind in
          starts(bytes, with: kind.opening, at: index) && index + kind.opening.count < bytes.count
            && isAttributeBreak(bytes[index + kind.opening.count])
        })
      else {
        index += 1
        continue
      }
      let end = bytes[index...].firstIndex(of: UInt8(ascii: ">")) ?? bytes.count
      let tag = String(decoding: bytes[index..<end], as: UTF8.self)
      if let name = attribute(kind.attribute, in: tag) {
        let mode = kind.hasContentMode ? attribute("contentMode", in: tag) ?? "scaleToFill" : "scaleToFill"
        views.append(
          InterfaceImageView(name: name, location: SourceLocation(file: path, line: line, column: 1), contentMode: mode)
        )
      }
      line += bytes[index..<end].reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
      index = end
    }
    return views
  }

  private static func starts(_ bytes: [UInt8], with prefix: [UInt8], at index: Int) -> Bool {
    index + prefix.count <= bytes.count && bytes[index..<(index + prefix.count)].elementsEqual(prefix)
  }

  private static func isAttributeBreak(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t")
      || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/")
  }

  /// The value of ` name="…"` in a start tag, with XML's character entities for quotes and ampersands undone.
  private static func attribute(_ name: String, in tag: String) -> String? {
    for quote in ["\"", "'"] {
      let starts = [" ", "\n", "\t", "\r"].compactMap { tag.range(of: "\($0)\(name)=\(quote)") }
      guard let start = starts.min(by: { $0.lowerBound < $1.lowerBound }),
        let close = tag[start.upperBound...].firstIndex(of: Character(quote))
      else { continue }
      return String(tag[start.upperBound..<close])
        .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
        .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
        .replacingOccurrences(of: "&amp;", with: "&")
    }
    return nil
  }
}
