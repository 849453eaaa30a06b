/// A font to measure with: the face, its size, weight and tracking, and the faces that draw what it lacks.
struct MeasuringFont: Sendable {
  var face: FontFace
  var style: ShapingStyle
  /// Added after each character, in points (the system font's tracking at its size; 0 for the app's own fonts).
  var tracking: Double = 0
  /// What the system falls back to for characters the face has no glyph for (CJK), in order.
  var fallbacks: [FontFace] = []
  /// The fonts for other scripts (Arabic, Hebrew, Devanagari, Thai…), found by each missing character's script.
  var scriptFallbacks: ScriptFallbackFaces?
  /// The width of an emoji, in ems: Apple Color Emoji's glyphs are about 1.25 em wide (its stand-in, Noto Color
  /// Emoji, has bitmaps only, which FreeType does not measure as outlines).
  var emojiWidth = 1.25
}

/// A text measured with a font: each character (grapheme cluster) and its width in points.
struct MeasuredText: Sendable {
  var characters: [Character]
  var widths: [Double]
  /// Characters no face had a glyph for (measured at their `.notdef` box: not a width iOS draws).
  var missingCharacters = 0
  /// The first of them, to name in a message.
  var firstMissing: Character?
  /// Characters measured with a fallback face or as an emoji box, not with the font itself.
  var fallbackCharacters = 0

  /// The width on one line, in points.
  var width: Double { widths.reduce(0, +) }

  /// The lines it breaks into in `width` points.
  func lines(in width: Double) -> [Range<Int>] {
    LineBreaker.lines(characters, widths: widths, width: width)
  }

  /// How many of its first characters fit in `lineCount` lines of `width` points (the whole text when it does).
  func charactersFitting(lines lineCount: Int, in width: Double) -> Int {
    var (low, high) = (0, characters.count)
    while low < high {
      let middle = (low + high + 1) / 2
      let lines = LineBreaker.lines(
        Array(characters.prefix(middle)), widths: Array(widths.prefix(middle)), width: width)
      if lines.count <= lineCount { low = middle } else { high = middle - 1 }
    }
    return low
  }
}

extension MeasuringFont {
  /// `text` shaped with the face (kerning across the whole text), each character's glyph advances summed, plus
  /// the tracking; characters the face lacks are shaped again with the fallbacks.
  func measure(_ text: String) -> Result<MeasuredText, MeasuringProblem> {
    let characters = Array(text)
    var measured: [(width: Double, missing: Bool)]
    switch advances(of: characters, with: face) {
    case .failure(let problem): return .failure(problem)
    case .success(let advances): measured = advances
    }
    var result = MeasuredText(characters: characters, widths: measured.map(\.width))
    for run in missingRuns(measured.map(\.missing)) {
      measureWithFallbacks(run, into: &result)
    }
    result.widths = result.widths.enumerated().map { index, width in
      result.characters[index].isNewline ? 0 : width + tracking
    }
    return .success(result)
  }

  /// Each character's width with `face`, and whether the face lacks a glyph for it.
  private func advances(of characters: [Character], with face: FontFace) -> Result<
    [(width: Double, missing: Bool)], MeasuringProblem
  > {
    var starts: [Int] = []
    var offset = 0
    for character in characters {
      starts.append(offset)
      offset += character.utf8.count
    }
    return face.shape(String(characters), style: style).map { glyphs in
      var result = [(width: Double, missing: Bool)](repeating: (0, false), count: characters.count)
      for glyph in glyphs {
        // The character whose UTF-8 range holds the glyph's cluster.
        var low = 0
        var high = starts.count - 1
        while low < high {
          let middle = (low + high + 1) / 2
          if starts[middle] <= glyph.cluster { low = middle } else { high = middle - 1 }
        }
        result[low].width += glyph.advance
        if glyph.isMissing { result[low].missing = true }
      }
      return result
    }
  }

  /// Runs of consecutive characters the face has no glyph for.
  private func missingRuns(_ missing: [Bool]) -> [Range<Int>] {
    var runs: [Range<Int>] = []
    var start: Int?
    for (index, isMissing) in missing.enumerated() {
      if isMissing, start == nil { start = index }
      if !isMissing, let begun = start {
        runs.append(begun..<index)
        start = nil
      }
    }
    if let begun = start { runs.append(begun..<missing.count) }
    return runs
  }

  private func measureWithFallbacks(_ run: Range<Int>, into result: inout MeasuredText) {
    var pending = Array(run)
    for index in pending where LineBreaker.isEmoji(result.characters[index]) {
      result.widths[index] = emojiWidth * style.size
      result.fallbackCharacters += 1
    }
    pending.removeAll { LineBreaker.isEmoji(result.characters[$0]) }
    for fallback in fallbacks where !pending.isEmpty {
      pending = measure(pending, with: fallback, into: &result)
    }
    let missing = measureByScript(pending, into: &result)
    if result.firstMissing == nil, let first = missing.first { result.firstMissing = result.characters[first] }
    result.missingCharacters += missing.count
  }

  /// Measures the characters at `pending` with `face`; returns those it has no glyph for either.
  private func measure(_ pending: [Int], with face: FontFace, into result: inout MeasuredText) -> [Int] {
    guard case .success(let advances) = advances(of: pending.map { result.characters[$0] }, with: face) else {
      return pending
    }
    var stillMissing: [Int] = []
    for (position, index) in pending.enumerated() {
      if advances[position].missing {
        stillMissing.append(index)
      } else {
        result.widths[index] = advances[position].width
        result.fallbackCharacters += 1
      }
    }
    return stillMissing
  }

  /// Measures what is still missing with the fonts for each character's script (shaped together, so Arabic joins
  /// and is shaped right to left); returns the characters no font here has a glyph for.
  private func measureByScript(_ pending: [Int], into result: inout MeasuredText) -> [Int] {
    guard let scriptFallbacks else { return pending }
    var pending = pending
    var missing: [Int] = []
    while let first = pending.first {
      for face in scriptFallbacks.faces(for: result.characters[first]) where pending.first == first {
        pending = measure(pending, with: face, into: &result)
      }
      if pending.first == first {
        missing.append(first)
        pending.removeFirst()
      }
    }
    return missing
  }
}
