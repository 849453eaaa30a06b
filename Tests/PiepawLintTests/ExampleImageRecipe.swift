import PiepawLint

/// The image an example file stands for: rule examples are text, so an image file of an example holds a recipe
/// line such as `#png 1290x2796` (see `ExampleApp` in the library for the list), and the harness writes these
/// bytes in its place.
enum ExampleImageRecipe {
  struct Invalid: Error, CustomStringConvertible {
    var description: String
  }

  /// The most pixels a recipe that writes every pixel may ask for (keeps a typo from eating the test's memory).
  static let maximumPixels = 20_000_000

  /// The bytes for `text` at `path`: an image when the path has an image extension and the text is a recipe,
  /// nil when the text is to be written as it is. A `#` line that is not a valid recipe throws.
  static func bytes(path: String, text: String) throws -> [UInt8]? {
    guard let dot = path.lastIndex(of: "."), ImageFormat(fileExtension: String(path[path.index(after: dot)...])) != nil,
      text.hasPrefix("#")
    else { return nil }
    let line = text.prefix { $0 != "\n" }
    let words = line.split(separator: " ").map(String.init)
    guard words.count >= 2, let size = PixelSize(words[1]) else {
      throw Invalid(description: "\(path): `\(line)` is not a recipe such as `#png 1290x2796`")
    }
    return try image(kind: words[0], size: size, variants: Set(words.dropFirst(2)), line: String(line))
  }

  private static func image(kind: String, size: PixelSize, variants: Set<String>, line: String) throws -> [UInt8] {
    let (width, height) = (size.width, size.height)
    let known: Set<String> =
      switch kind {
      case "#png": ["rgba", "noise", "damaged-gama"]
      case "#jpeg": ["12-bit"]
      default: []
      }
    let greys = variants.first { $0.hasPrefix("grey=") }
    guard variants.subtracting(greys.map { [$0] } ?? []).isSubset(of: known) else {
      throw Invalid(description: "unknown variant in `\(line)`")
    }
    if kind != "#png-header" && kind != "#gif" && width * height > maximumPixels {
      throw Invalid(description: "`\(line)` is over \(maximumPixels) pixels")
    }
    if kind == "#png", let greys {
      let levels = greys.dropFirst("grey=".count).split(separator: "/").compactMap { UInt8($0) }
      guard (1...2).contains(levels.count) else { throw Invalid(description: "`\(line)`: grey=V or grey=TOP/BOTTOM") }
      return greyPNG(width: width, height: height, top: levels[0], bottom: levels.last!)
    }
    switch kind {
    case "#png" where variants.contains("damaged-gama"):
      return TestImageEncoders.pngWithDamagedGamma(width: width, height: height)
    case "#png":
      return TestImageEncoders.png(
        width: width, height: height, rgba: variants.contains("rgba"),
        content: variants.contains("noise") ? .noise : .flat)
    case "#jpeg": return TestImageEncoders.jpeg(width: width, height: height, precision: variants.isEmpty ? 8 : 12)
    case "#truncated-png": return TestImageEncoders.truncatedPNG(width: width, height: height)
    case "#png-header": return TestImageEncoders.pngHeader(width: width, height: height)
    case "#gif": return TestImageEncoders.gif(width: width, height: height)
    default: throw Invalid(description: "unknown recipe `\(line)`")
    }
  }

  /// An 8-bit grey PNG: the top half `top`, the bottom half `bottom`.
  private static func greyPNG(width: Int, height: Int, top: UInt8, bottom: UInt8) -> [UInt8] {
    var raw: [UInt8] = []
    raw.reserveCapacity((width + 1) * height)
    for y in 0..<height {
      raw.append(0)
      raw += [UInt8](repeating: y < height / 2 ? top : bottom, count: width)
    }
    return TestImageEncoders.pngHeader(width: width, height: height, colorType: 0)
      + TestImageEncoders.chunk("IDAT", TestImageEncoders.zlib(raw)) + TestImageEncoders.chunk("IEND", [])
  }
}
