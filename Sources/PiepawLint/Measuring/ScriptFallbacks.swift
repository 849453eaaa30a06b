/// The fonts that draw a script the text's own font lacks, as iOS's cascade list does: Apple's font for the script
/// where this machine has it (macOS), else Debian's Noto font for it (`fonts-noto-core`). Chosen by the script of
/// the character and then checked by coverage: a character the chosen font has no glyph for stays missing.
enum ScriptFallbacks {
  /// The fonts for the script of `scalar`, most fitting first, each as the file names that may hold it (the bold
  /// file first for bold text).
  static func fileNames(for scalar: Unicode.Scalar, bold: Bool) -> [[String]] {
    let (apple, noto) = fonts(for: scalar.value)
    return apple.map { [$0] } + noto.map { family in (bold ? [family + "-Bold.ttf"] : []) + [family + "-Regular.ttf"] }
  }

  /// Apple's files and Noto's families for a scalar's script (Unicode blocks); Noto Sans and its symbol fonts
  /// for everything else (Latin, Greek and Cyrillic beyond the font's own, symbols).
  private static func fonts(for value: UInt32) -> (apple: [String], noto: [String]) {
    switch value {
    case 0x0530...0x058F, 0xFB13...0xFB17: return ([], ["NotoSansArmenian"])
    case 0x0590...0x05FF, 0xFB1D...0xFB4F: return (["SFHebrew.ttf", "ArialHB.ttc"], ["NotoSansHebrew"])
    case 0x0600...0x06FF, 0x0750...0x077F, 0x0870...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF:
      return (["SFArabic.ttf", "GeezaPro.ttc"], ["NotoSansArabic", "NotoNaskhArabic"])
    case 0x0700...0x074F: return ([], ["NotoSansSyriac"])
    case 0x0780...0x07BF: return ([], ["NotoSansThaana"])
    case 0x07C0...0x07FF: return ([], ["NotoSansNKo"])
    case 0x0900...0x097F, 0xA8E0...0xA8FF: return (["Kohinoor.ttc"], ["NotoSansDevanagari"])
    case 0x0980...0x09FF: return (["KohinoorBangla.ttc"], ["NotoSansBengali"])
    case 0x0A00...0x0A7F: return ([], ["NotoSansGurmukhi"])
    case 0x0A80...0x0AFF: return (["KohinoorGujarati.ttc"], ["NotoSansGujarati"])
    case 0x0B00...0x0B7F: return ([], ["NotoSansOriya"])
    case 0x0B80...0x0BFF: return ([], ["NotoSansTamil"])
    case 0x0C00...0x0C7F: return (["KohinoorTelugu.ttc"], ["NotoSansTelugu"])
    case 0x0C80...0x0CFF: return ([], ["NotoSansKannada"])
    case 0x0D00...0x0D7F: return ([], ["NotoSansMalayalam"])
    case 0x0D80...0x0DFF: return ([], ["NotoSansSinhala"])
    case 0x0E00...0x0E7F: return (["Thonburi.ttc"], ["NotoSansThai"])
    case 0x0E80...0x0EFF: return ([], ["NotoSansLao"])
    case 0x0F00...0x0FFF: return ([], ["NotoSerifTibetan"])
    case 0x1000...0x109F: return ([], ["NotoSansMyanmar"])
    case 0x10A0...0x10FF, 0x2D00...0x2D2F: return ([], ["NotoSansGeorgian"])
    case 0x1200...0x139F, 0x2D80...0x2DDF: return ([], ["NotoSansEthiopic"])
    case 0x13A0...0x13FF: return ([], ["NotoSansCherokee"])
    case 0x1400...0x167F: return ([], ["NotoSansCanadianAboriginal"])
    case 0x1780...0x17FF, 0x19E0...0x19FF: return ([], ["NotoSansKhmer"])
    case 0x1800...0x18AF: return ([], ["NotoSansMongolian"])
    default: return ([], ["NotoSans", "NotoSansSymbols", "NotoSansSymbols2", "NotoSansMath"])
    }
  }
}
