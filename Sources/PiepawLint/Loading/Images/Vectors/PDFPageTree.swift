/// The first page of a PDF and how many there are, read from the catalog's page tree (ISO 32000-1 §7.7.3).
/// `MediaBox`, `CropBox` and `Rotate` are inherited from the `Pages` nodes above a page. The walk goes down
/// `/Kids` only (never up `/Parent`), visits each node once and at most `maximumNodes` of them, so a cyclic
/// tree ends.
struct PDFPageTree {
  static let maximumNodes = 10_000
  static let maximumDepth = 64

  /// The first page's size and the declared page count.
  struct FirstPage: Hashable {
    var size: PointSize
    var pageCount: Int
  }

  /// What a page inherits from the nodes above it.
  private struct Inherited {
    var mediaBox: PDFObject?
    var cropBox: PDFObject?
    var rotate: PDFObject?
    var userUnit: PDFObject?
  }

  static func firstPage(of document: inout PDFDocument, root: PDFObject?) throws(VectorProblem) -> FirstPage {
    guard let catalog = try document.resolve(root).dictionary else {
      throw .corrupt("the trailer's /Root is not a document catalog dictionary")
    }
    guard let pages = try document.resolve(catalog["Pages"]).dictionary else {
      throw .corrupt("the document catalog has no /Pages tree")
    }
    let count = try document.resolve(pages["Count"]).integer ?? 0
    guard count > 0 else { throw .corrupt("the page tree is empty (/Count \(count)): the PDF has no page") }
    let size = try firstPageSize(document: &document, pages: pages, reference: catalog["Pages"]?.reference)
    return FirstPage(size: size, pageCount: count)
  }

  /// Depth-first, kids in order: the first leaf with `/Type /Page`.
  private static func firstPageSize(
    document: inout PDFDocument, pages: [String: PDFObject], reference: PDFReference?
  ) throws(VectorProblem) -> PointSize {
    var visited: Set<Int> = reference.map { [$0.number] } ?? []
    var stack: [(node: [String: PDFObject], inherited: Inherited, depth: Int)] = [(pages, Inherited(), 0)]
    var nodes = 0
    while let (node, above, depth) = stack.popLast() {
      nodes += 1
      guard nodes <= maximumNodes else { throw .tooLarge("the page tree has more than \(maximumNodes) nodes") }
      let inherited = Inherited(
        mediaBox: node["MediaBox"] ?? above.mediaBox, cropBox: node["CropBox"] ?? above.cropBox,
        rotate: node["Rotate"] ?? above.rotate, userUnit: node["UserUnit"] ?? above.userUnit)
      let kids = try document.resolve(node["Kids"]).array
      let type = node["Type"]?.name
      if type == "Page" || (kids == nil && type != "Pages") {
        return try size(of: inherited, document: &document)
      }
      guard depth < maximumDepth else { throw .tooLarge("the page tree is more than \(maximumDepth) levels deep") }
      for kid in (kids ?? []).reversed() {
        if let number = kid.reference?.number, !visited.insert(number).inserted {
          throw .corrupt("the page tree is cyclic: object \(number) is its own ancestor or listed twice")
        }
        guard let child = try document.resolve(kid).dictionary else { continue }
        stack.append((child, inherited, depth + 1))
      }
    }
    throw .corrupt("the page tree holds no page (/Type /Page)")
  }

  /// The CropBox clipped to the MediaBox (the CropBox defaults to it), turned by `/Rotate`, in points.
  private static func size(of page: Inherited, document: inout PDFDocument) throws(VectorProblem) -> PointSize {
    guard let media = try rectangle(page.mediaBox, named: "MediaBox", document: &document) else {
      throw .corrupt("the first page has no /MediaBox (neither its own nor an inherited one)")
    }
    var box = media
    if let crop = try rectangle(page.cropBox, named: "CropBox", document: &document) {
      box = (max(media.0, crop.0), max(media.1, crop.1), min(media.2, crop.2), min(media.3, crop.3))
    }
    let unit = try document.resolve(page.userUnit).number ?? 1
    var width = (box.2 - box.0) * unit
    var height = (box.3 - box.1) * unit
    guard width > 0, height > 0, width.isFinite, height.isFinite, width < 1e7, height < 1e7 else {
      throw .corrupt(
        "the first page's box is empty or out of range (\(Measure.text(width))×\(Measure.text(height)) pt)")
    }
    let rotation = (try document.resolve(page.rotate).integer ?? 0) % 360
    if rotation == 90 || rotation == 270 || rotation == -90 || rotation == -270 { swap(&width, &height) }
    return PointSize(width: width, height: height)
  }

  /// `[x1 y1 x2 y2]` normalised so that x1 ≤ x2 and y1 ≤ y2; nil when absent.
  private static func rectangle(_ object: PDFObject?, named name: String, document: inout PDFDocument)
    throws(VectorProblem) -> (Double, Double, Double, Double)?
  {
    guard let object else { return nil }
    let resolved = try document.resolve(object)
    if resolved == .null { return nil }
    guard let values = resolved.array, values.count == 4 else {
      throw .corrupt("the first page's /\(name) is \(resolved.kindDescription), not an array of four numbers")
    }
    var numbers: [Double] = []
    for value in values {
      guard let number = try document.resolve(value).number else {
        throw .corrupt("the first page's /\(name) holds something other than numbers")
      }
      numbers.append(number)
    }
    return (
      min(numbers[0], numbers[2]), min(numbers[1], numbers[3]), max(numbers[0], numbers[2]),
      max(numbers[1], numbers[3])
    )
  }
}
