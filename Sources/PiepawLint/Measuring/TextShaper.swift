import CPiepawText

/// One glyph of a shaped text: the UTF-8 offset of the cluster it belongs to, its advance in points, and whether
/// the font has a glyph for it at all (glyph 0 is `.notdef`).
struct ShapedGlyph: Hashable, Sendable {
  var cluster: Int
  var advance: Double
  var isMissing: Bool
}

/// How to shape: the size in points, and a variable font's weight (`wght`, 100…900) and optical size.
struct ShapingStyle: Hashable, Sendable {
  var size: Double
  var weight: Float = 0
  var opticalSize: Float = 0
  /// BCP 47 language (`de`, `ja`), which selects the font's language-specific forms; nil to guess.
  var language: String?
  var kerning = true
}

extension FontFace {
  /// `text` shaped by HarfBuzz with this face, its own kerning on (as UIKit draws it).
  func shape(_ text: String, style: ShapingStyle) -> Result<[ShapedGlyph], MeasuringProblem> {
    var utf8 = Array(text.utf8)
    guard !utf8.isEmpty else { return .success([]) }
    // A generous first guess: most texts shape into at most one glyph per byte.
    var capacity = utf8.count + 8
    for _ in 0..<2 {
      var glyphs = [piepaw_glyph](repeating: piepaw_glyph(), count: capacity)
      var result = piepaw_shape_result()
      let status = shape(&utf8, style: style, into: &glyphs, result: &result)
      if status == Int32(PIEPAW_TEXT_NEEDS_CAPACITY.rawValue) {
        capacity = result.glyph_count
        continue
      }
      guard status == Int32(PIEPAW_TEXT_OK.rawValue) else {
        return .failure(MeasuringProblem(status: status, message: Self.string(&result.message), path: path))
      }
      return .success(
        glyphs.prefix(result.glyph_count).map {
          ShapedGlyph(cluster: Int($0.cluster), advance: $0.advance, isMissing: $0.glyph == 0)
        })
    }
    return .failure(.tooLarge(path: path, reason: "the text shaped into more glyphs than it asked room for"))
  }

  private func shape(
    _ utf8: inout [UInt8], style: ShapingStyle, into glyphs: inout [piepaw_glyph], result: inout piepaw_shape_result
  ) -> Int32 {
    let capacity = glyphs.count
    return bytes.withUnsafeBufferPointer { font in
      utf8.withUnsafeBufferPointer { text in
        glyphs.withUnsafeMutableBufferPointer { output in
          (style.language ?? "").withCString { language in
            var options = piepaw_shape_options(
              size: style.size, weight: style.weight, optical_size: style.opticalSize,
              language: style.language == nil ? nil : language, kerning: style.kerning ? 1 : 0)
            return text.baseAddress!.withMemoryRebound(to: CChar.self, capacity: text.count) { characters in
              piepaw_text_shape(
                font.baseAddress, font.count, faceIndex, characters, text.count, &options, output.baseAddress,
                capacity, &result)
            }
          }
        }
      }
    }
  }
}
