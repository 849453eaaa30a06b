import Foundation

/// Verifies an SVG and reads its size in points: well-formed XML (the project's `XMLReader`: no entity
/// expansion beyond the five predefined ones, no external entities, a depth and an element limit; references to
/// entities the DOCTYPE declares are dropped, see `SVGDeclaredEntities`), a root element `<svg>`, and its
/// `width`/`height` and `viewBox`.
///
/// An SVG user unit (`px`, or no unit) is one point on iOS, as Xcode lays vectors out; `pt`, `pc`, `in`, `cm`
/// and `mm` convert through CSS's 96 px per inch. Percentages, `em` and `ex` depend on a container, so they
/// leave that side to the `viewBox`.
enum SVGReader {
  struct Facts: Hashable {
    /// Nil when neither width/height nor a viewBox gives it.
    var size: PointSize?
  }

  static func read(_ text: String, path: String) throws(VectorProblem) -> Facts {
    let root: XMLElement
    switch XMLReader.parse(SVGDeclaredEntities.removingDeclaredReferences(text), file: path) {
    case .success(let element): root = element
    case .failure(let finding): throw .corrupt(xmlProblem(finding))
    }
    let name = localName(root.name)
    guard name == "svg" else { throw .corrupt("the root element is <\(root.name)>, not <svg>") }
    let viewBox = try root.attributes["viewBox"].map { text throws(VectorProblem) in try self.viewBox(text) }
    let width = root.attributes["width"].flatMap(length)
    let height = root.attributes["height"].flatMap(length)
    return Facts(size: size(width: width, height: height, viewBox: viewBox))
  }

  /// `svg:svg` → `svg`.
  private static func localName(_ name: String) -> String {
    name.split(separator: ":").last.map(String.init) ?? name
  }

  /// `Invalid XML: the element <g> is never closed; add </g>.` at 3:5 → `not well-formed XML at line 3, column
  /// 5: the element <g> is never closed`.
  private static func xmlProblem(_ finding: Finding) -> String {
    var message = finding.message
    if message.hasPrefix("Invalid XML: ") { message.removeFirst("Invalid XML: ".count) }
    // The reader's hint follows the last "; " (the message itself may hold one: `&lol;`).
    if let hint = message.range(of: "; ", options: .backwards) { message = String(message[..<hint.lowerBound]) }
    guard let line = finding.location.line else { return "not well-formed XML: \(message)" }
    let column = finding.location.column.map { ", column \($0)" } ?? ""
    return "not well-formed XML at line \(line)\(column): \(message)"
  }

  /// Width and height when both are known; one side from the viewBox's shape when only the other is; else
  /// the viewBox's own size.
  private static func size(width: Double?, height: Double?, viewBox: (width: Double, height: Double)?) -> PointSize? {
    switch (width, height, viewBox) {
    case (let width?, let height?, _): return PointSize(width: width, height: height)
    case (let width?, nil, let box?): return PointSize(width: width, height: width * box.height / box.width)
    case (nil, let height?, let box?): return PointSize(width: height * box.width / box.height, height: height)
    case (nil, nil, let box?): return PointSize(width: box.width, height: box.height)
    default: return nil
    }
  }

  /// `0 0 24 24` (commas allowed): the width and height, which must be positive.
  private static func viewBox(_ text: String) throws(VectorProblem) -> (width: Double, height: Double) {
    // Per scalar: `"\r\n"` is one `Character`, equal to neither `"\r"` nor `"\n"`.
    let parts = text.unicodeScalars.split { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" || $0 == "\r" }
      .map(String.init)
    let numbers = parts.compactMap { Double($0) }.filter(\.isFinite)
    guard parts.count == 4, numbers.count == 4 else {
      throw .corrupt("the viewBox \"\(text.prefix(40))\" is not four numbers")
    }
    guard numbers[2] > 0, numbers[3] > 0 else {
      throw .corrupt("the viewBox \"\(text.prefix(40))\" has a zero or negative size, so nothing is drawn")
    }
    return (numbers[2], numbers[3])
  }

  /// Points per unit.
  private static let units: [String: Double] = [
    "": 1, "px": 1, "pt": 96.0 / 72, "pc": 16, "in": 96, "cm": 96 / 2.54, "mm": 96 / 25.4,
  ]

  /// `24`, `24px`, `18pt`, `1.5in` in points; nil for percentages, font-relative units, junk or a size ≤ 0.
  static func length(_ text: String) -> Double? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    let unitStart = trimmed.firstIndex { $0.isLetter || $0 == "%" } ?? trimmed.endIndex
    guard let value = Double(trimmed[..<unitStart]), value.isFinite, value > 0,
      let scale = units[trimmed[unitStart...].lowercased()]
    else { return nil }
    return value * scale
  }
}
