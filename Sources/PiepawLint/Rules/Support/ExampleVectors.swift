/// Vector files for rule examples: an example's files are text, and PDF and SVG can be written as text. These
/// write small valid files (a PDF's cross-reference offsets are counted here), or damaged ones.
extension ExampleApp {
  /// A one-page PDF of `width`×`height` points (its MediaBox on the page tree's root, as Sketch and Figma
  /// write it), with a cross-reference table; `truncated` cuts it before its cross-reference table.
  static func pdf(_ width: Int, _ height: Int, truncated: Bool = false) -> String {
    let content = "0 0 m \(width) \(height) l S"
    let objects = [
      "<< /Type /Catalog /Pages 2 0 R >>",
      "<< /Type /Pages /Kids [3 0 R] /Count 1 /MediaBox [0 0 \(width) \(height)] >>",
      "<< /Type /Page /Parent 2 0 R /Contents 4 0 R >>",
      "<< /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream",
    ]
    var text = "%PDF-1.4\n"
    var offsets: [Int] = []
    for (index, body) in objects.enumerated() {
      offsets.append(text.utf8.count)
      text += "\(index + 1) 0 obj\n\(body)\nendobj\n"
    }
    if truncated { return text }
    let xref = text.utf8.count
    text += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
    for offset in offsets { text += paddedOffset(offset) + " 00000 n \n" }
    text += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n"
    return text
  }

  /// `<svg … width="64" height="64" viewBox="0 0 64 64">` with one shape.
  static func svg(_ width: Int, _ height: Int) -> String {
    "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" "
      + "viewBox=\"0 0 \(width) \(height)\"><circle cx=\"\(width / 2)\" cy=\"\(height / 2)\" r=\"\(width / 4)\"/>"
      + "</svg>\n"
  }

  private static func paddedOffset(_ offset: Int) -> String {
    let digits = String(offset)
    return String(repeating: "0", count: max(0, 10 - digits.count)) + digits
  }
}
