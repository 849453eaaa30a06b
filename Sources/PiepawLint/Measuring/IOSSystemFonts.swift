/// The font families that ship with iOS (Apple's list of iOS system fonts), by family name and the PostScript
/// names `UIFont(name:)` and `.custom(_:size:)` take (`AvenirNext-Bold`, `ArialMT`). An app names them without
/// bundling a file, so a name here is no missing custom font: it is measured with the font itself where this
/// machine has it (macOS), with a metric-compatible stand-in where one is installed, and otherwise not at all.
enum IOSSystemFonts {
  struct Family: Sendable {
    /// The family name (`Avenir Next`).
    var name: String
    /// The stems of its faces' PostScript names: `AvenirNext` for `AvenirNext-Bold`; most are the family name
    /// without spaces, the rest are listed.
    var postScriptStems: [String]
    /// Open fonts with the same advance widths, by style (`LiberationSans` for Arial), where one exists.
    var metricCompatible: MetricCompatibleFont?
  }

  /// A free font drawn to the same widths as an iOS font, in its four basic styles.
  struct MetricCompatibleFont: Sendable {
    /// File name stem and the suffix of each style: `LiberationSans` + `-Bold.ttf`.
    var stem: String
    var regular: String
    var bold: String
    var italic: String
    var boldItalic: String

    static func liberation(_ stem: String) -> MetricCompatibleFont {
      MetricCompatibleFont(
        stem: stem, regular: "-Regular.ttf", bold: "-Bold.ttf", italic: "-Italic.ttf", boldItalic: "-BoldItalic.ttf")
    }

    /// Menlo is Bitstream Vera Sans Mono's design, as DejaVu Sans Mono is: every glyph 1233/2048 em wide.
    static let dejaVuSansMono = MetricCompatibleFont(
      stem: "DejaVuSansMono", regular: ".ttf", bold: "-Bold.ttf", italic: "-Oblique.ttf",
      boldItalic: "-BoldOblique.ttf")

    func fileName(bold: Bool, italic: Bool) -> String {
      stem + (bold ? (italic ? boldItalic : self.bold) : (italic ? self.italic : regular))
    }
  }

  /// Apple's list of the fonts iOS ships (developer.apple.com/fonts/system-fonts), San Francisco and New York
  /// aside (they are the system font, resolved as such).
  static let families: [Family] = [
    family("Academy Engraved LET", stems: ["AcademyEngravedLetPlain"]),
    family("Al Nile"), family("American Typewriter"), family("Apple Color Emoji"), family("Apple SD Gothic Neo"),
    family("Apple Symbols"),
    family("Arial", stems: ["ArialMT", "Arial"], metricCompatible: .liberation("LiberationSans")),
    family("Arial Hebrew"), family("Arial Rounded MT Bold", stems: ["ArialRoundedMTBold"]), family("Avenir"),
    family("Avenir Next"), family("Avenir Next Condensed"), family("Baskerville"), family("Bangla Sangam MN"),
    family("Bodoni 72", stems: ["BodoniSvtyTwoITCTT"]), family("Bodoni 72 Oldstyle", stems: ["BodoniSvtyTwoOSITCTT"]),
    family("Bodoni 72 Smallcaps", stems: ["BodoniSvtyTwoSCITCTT"]),
    family("Bodoni Ornaments", stems: ["BodoniOrnamentsITCTT"]),
    family("Bradley Hand", stems: ["BradleyHandITCTT"]), family("Chalkboard SE"), family("Chalkduster"),
    family("Charter"), family("Cochin"), family("Copperplate"),
    family("Courier New", stems: ["CourierNewPSMT", "CourierNewPS"], metricCompatible: .liberation("LiberationMono")),
    family("Damascus"), family("Devanagari Sangam MN"), family("Didot"), family("DIN Alternate"),
    family("DIN Condensed"), family("Euphemia UCAS"), family("Farah"), family("Futura"), family("Galvji"),
    family("Geeza Pro"), family("Georgia"), family("Gill Sans"), family("Grantha Sangam MN"),
    family("Gujarati Sangam MN"), family("Gurmukhi MN"), family("Heiti SC", stems: ["STHeitiSC"]),
    family("Heiti TC", stems: ["STHeitiTC"]),
    family("Helvetica", metricCompatible: .liberation("LiberationSans")), family("Helvetica Neue"),
    family("Hiragino Maru Gothic ProN", stems: ["HiraMaruProN"]),
    family("Hiragino Mincho ProN", stems: ["HiraMinProN"]),
    family("Hiragino Sans"), family("Hoefler Text"), family("Kailasa"), family("Kannada Sangam MN"), family("Kefa"),
    family("Khmer Sangam MN"), family("Kohinoor Bangla"), family("Kohinoor Devanagari"),
    family("Kohinoor Gujarati"), family("Kohinoor Telugu"), family("Lao Sangam MN"),
    family("Malayalam Sangam MN"), family("Marker Felt"),
    family("Menlo", metricCompatible: .dejaVuSansMono), family("Mishafi"), family("Mukta Mahee"),
    family("Myanmar Sangam MN"), family("Noteworthy"), family("Noto Nastaliq Urdu"), family("Noto Sans Kannada"),
    family("Noto Sans Myanmar"), family("Noto Sans Oriya"), family("Optima"), family("Oriya Sangam MN"),
    family("Palatino"), family("Papyrus"), family("Party LET", stems: ["PartyLetPlain"]), family("PingFang HK"),
    family("PingFang SC"), family("PingFang TC"), family("Rockwell"), family("Savoye LET", stems: ["SavoyeLetPlain"]),
    family("Sinhala Sangam MN"), family("Snell Roundhand"), family("STIX Two Math"), family("STIX Two Text"),
    family("Symbol"), family("Tamil Sangam MN"), family("Telugu Sangam MN"), family("Thonburi"),
    family(
      "Times New Roman", stems: ["TimesNewRomanPSMT", "TimesNewRomanPS"],
      metricCompatible: .liberation("LiberationSerif")),
    family("Trebuchet MS", stems: ["TrebuchetMS", "Trebuchet"]), family("Verdana"),
    family("Zapf Dingbats", stems: ["ZapfDingbatsITC"]), family("Zapfino"),
  ]

  private static func family(
    _ name: String, stems: [String] = [], metricCompatible: MetricCompatibleFont? = nil
  ) -> Family {
    let joined = name.replacingOccurrences(of: " ", with: "")
    return Family(name: name, postScriptStems: stems.isEmpty ? [joined] : stems, metricCompatible: metricCompatible)
  }

  /// The family a font name (family, full or PostScript name, as `UIFont(name:)` takes) belongs to; nil for a
  /// font that does not ship with iOS.
  static func family(of fontName: String) -> Family? {
    // The longest name that matches: `Avenir Next Condensed` before `Avenir Next` before `Avenir`.
    families.filter { family in
      family.name == fontName || fontName.hasPrefix(family.name + " ")
        || family.postScriptStems.contains { fontName == $0 || fontName.hasPrefix($0 + "-") }
    }.max { $0.name.count < $1.name.count }
  }

  /// The style a name asks for, when it is one of the four basic ones a metric-compatible font has: `Arial-BoldMT`
  /// is bold, `Helvetica-Oblique` italic, `Menlo-Regular` and `ArialMT` regular; `HelveticaNeue-Light` is none.
  static func basicStyle(of fontName: String, in family: Family) -> (bold: Bool, italic: Bool)? {
    guard let stem = family.postScriptStems.first(where: { fontName == $0 || fontName.hasPrefix($0 + "-") }) else {
      let style = fontName == family.name ? "" : String(fontName.dropFirst(family.name.count + 1))
      return basicStyle(named: style.replacingOccurrences(of: " ", with: ""))
    }
    return basicStyle(named: String(fontName.dropFirst(stem.count)).replacingOccurrences(of: "-", with: ""))
  }

  private static func basicStyle(named style: String) -> (bold: Bool, italic: Bool)? {
    var rest = style.lowercased()
    for suffix in ["psmt", "mt", "ps"] where rest.hasSuffix(suffix) {
      rest.removeLast(suffix.count)
      break
    }
    switch rest {
    case "", "regular", "roman", "plain": return (false, false)
    case "bold": return (true, false)
    case "italic", "oblique": return (false, true)
    case "bolditalic", "boldoblique": return (true, true)
    default: return nil
    }
  }
}
