import Foundation

/// The fonts the system draws with, found on this machine: San Francisco where it is installed (macOS), else Inter
/// (`fonts-inter`, a metrically close open font; widths measured with it are approximate), the fallbacks for
/// CJK and every other script (`ScriptFallbacks`), and the metric-compatible stand-ins for iOS fonts
/// (`IOSSystemFonts`: Liberation, DejaVu Sans Mono). Found by looking in the usual font folders for known file names (fontconfig is not linked).
struct SystemFonts: Sendable {
  /// The folders searched, in order.
  var folders: [String]

  static let standardFolders: [String] = {
    let home = FileManager.default.homeDirectoryForCurrentUser.path
    return [
      "/System/Library/Fonts", "/Library/Fonts", home + "/Library/Fonts", "/usr/share/fonts/opentype/inter",
      "/usr/share/fonts/truetype/inter", "/usr/share/fonts/opentype/noto", "/usr/share/fonts/truetype/noto",
      "/usr/share/fonts/noto-cjk", "/usr/share/fonts/google-noto-cjk", "/usr/share/fonts/inter",
      "/usr/share/fonts/truetype/liberation2", "/usr/share/fonts/truetype/liberation",
      "/usr/share/fonts/truetype/dejavu",
      "/usr/local/share/fonts", "/opt/homebrew/share/fonts", home + "/.local/share/fonts", home + "/.fonts",
    ]
  }()

  static let standard = SystemFonts(folders: standardFolders)

  /// The system font at `size` points and `weight`: SF Pro (variable, `SFNS.ttf`) where installed, else Inter's
  /// static instance of that weight (Inter Display from 20 pt, where SF Pro switches from Text to Display).
  func systemFace(size: Double, weight: FontWeight) -> (face: FontFace, isStandIn: Bool)? {
    if let path = firstFile(named: ["SFNS.ttf", "SF-Pro.ttf"]), case .success(let face) = FontFace.open(path: path) {
      return (face, false)
    }
    let family = size >= 20 ? "InterDisplay" : "Inter"
    let names = [family + "-" + Self.interStyle(weight), "Inter-" + Self.interStyle(weight)].flatMap {
      [$0 + ".otf", $0 + ".ttf"]
    }
    if let path = firstFile(named: names), case .success(let face) = FontFace.open(path: path) {
      return (face, true)
    }
    return nil
  }

  /// The fonts iOS falls back to for Chinese and Japanese (PingFang, Hiragino); here Noto Sans CJK where it is
  /// installed. Their ideographs are all one em wide, so the stand-in measures them as iOS does.
  func fallbackFaces(weight: FontWeight) -> [FontFace] {
    let bold = weight.axisValue >= 600
    let names =
      ["PingFang.ttc", "Hiragino Sans GB.ttc"]
      + (bold ? ["NotoSansCJK-Bold.ttc", "NotoSansCJKsc-Bold.otf"] : [])
      + ["NotoSansCJK-Regular.ttc", "NotoSansCJKsc-Regular.otf", "NotoSansCJK.ttc"]
    guard let path = firstFile(named: names), case .success(let face) = FontFace.open(path: path) else { return [] }
    return [face]
  }

  /// Inter's name for a weight (`Black`, `ExtraBold`): SF's ultralight is Inter's thin, and so on down the scale.
  static func interStyle(_ weight: FontWeight) -> String {
    switch weight {
    case .ultraLight: "Thin"
    case .thin: "ExtraLight"
    case .light: "Light"
    case .regular: "Regular"
    case .medium: "Medium"
    case .semibold: "SemiBold"
    case .bold: "Bold"
    case .heavy: "ExtraBold"
    case .black: "Black"
    }
  }

  /// The first file with one of `names` (in their order) in a folder (in its order) or a folder right below it.
  func firstFile(named names: [String]) -> String? {
    let manager = FileManager.default
    for name in names {
      for folder in folders {
        let direct = folder + "/" + name
        if manager.fileExists(atPath: direct) { return direct }
        for child in ((try? manager.contentsOfDirectory(atPath: folder)) ?? []).sorted() {
          let nested = folder + "/" + child + "/" + name
          if manager.fileExists(atPath: nested) { return nested }
        }
      }
    }
    return nil
  }
}
