/// Image files for rule examples. Examples are text, so an image file holds a one-line recipe such as
/// `#png 1290x2796`; the example harness (in the tests) writes a real file of that format and size in its place.
/// Recipes: `#png WxH` (8-bit grayscale), `#png WxH rgba`, `#png WxH noise` (incompressible, for byte budgets),
/// `#png WxH damaged-gama` (a gAMA chunk whose CRC fails), `#png WxH grey=230` (one grey level),
/// `#png WxH grey=235/25` (the top half one level, the bottom half another),
/// `#jpeg WxH`, `#jpeg WxH 12-bit`, `#truncated-png WxH` (cut inside its pixel data), `#png-header WxH` (a
/// header that declares the size, no pixels), `#gif WxH`. Any other text is written as it is.
extension ExampleApp {
  /// `#png 1290x2796`.
  static func png(_ width: Int, _ height: Int, _ variant: String? = nil) -> String {
    recipe("png", width, height, variant)
  }

  /// `#jpeg 1290x2796`.
  static func jpeg(_ width: Int, _ height: Int, _ variant: String? = nil) -> String {
    recipe("jpeg", width, height, variant)
  }

  /// `#<kind> WxH[ variant]` plus a newline.
  static func recipe(_ kind: String, _ width: Int, _ height: Int, _ variant: String? = nil) -> String {
    "#\(kind) \(width)x\(height)" + (variant.map { " " + $0 } ?? "") + "\n"
  }

  /// One file of an example image set.
  struct ImageFile {
    var filename: String
    /// 1, 2 or 3; nil for a single-scale entry.
    var scale: Int?
    /// The file's text: a recipe, or anything else.
    var text: String
    /// Put a `↓` before the filename in `Contents.json`: a finding lands on this entry.
    var marked: Bool
    /// The dark appearance's file.
    var dark: Bool

    init(_ filename: String, scale: Int?, _ text: String, marked: Bool = false, dark: Bool = false) {
      self.filename = filename
      self.scale = scale
      self.text = text
      self.marked = marked
      self.dark = dark
    }

    /// Its `images[]` entry in `Contents.json`.
    var entry: String {
      let filenameSource = (marked ? "↓" : "") + "\"\(filename)\""
      let plain = imageEntry(filename: filenameSource, scale: scale.map { "\($0)x" })
      guard dark else { return plain }
      let appearance = "\"appearances\" : [ { \"appearance\" : \"luminosity\", \"value\" : \"dark\" } ], "
      return "{ " + appearance + plain.dropFirst(2)
    }
  }

  /// An image set whose `Contents.json` names every file at its scale, plus an empty slot (an entry without a
  /// file, as Xcode writes it) for each of `emptySlots`.
  static func imageSet(_ name: String, images: [ImageFile], emptySlots: [Int] = [], in folder: String = catalogPath)
    -> [File]
  {
    let entries = images.map(\.entry)
    let slots = emptySlots.map { "{ \"idiom\" : \"universal\", \"scale\" : \"\($0)x\" }" }
    let contents = imageSet(name, entries: entries + slots, in: folder)
    let directory = "\(folder)/\(name).imageset"
    return contents + images.map { ("\(directory)/\($0.filename)", $0.text) }
  }

  /// A one-page flow whose page view draws its background `onboarding-1` `.resizable().scaledToFill()` over the
  /// screen, from a @1x-only 1638×3542 px photo: drawn smaller than its pixels, so sharp on every iPhone.
  static func oneXPhotoFillingTheScreen() -> [File] {
    [
      ("Onboarding.swift", ExampleApp.flow([ExampleApp.page(0)])),
      ("RootView.swift", ExampleApp.rootView(capsules: "1")), ("PageView.swift", ExampleApp.contrastPageView()),
    ]
      + imageSet("onboarding-1", images: [.init("onboarding-1.jpg", scale: 1, jpeg(1638, 3542))])
  }

  /// An image set of one artwork at @1x, @2x and @3x: `width`×`height` points, as PNG or JPEG files.
  static func scaledSet(
    _ name: String, width: Int, height: Int, format: ImageFormat = .png, in folder: String = catalogPath
  ) -> [File] {
    let ext = format == .jpeg ? "jpg" : "png"
    let files = [1, 2, 3].map { scale in
      ImageFile(
        scale == 1 ? "\(name).\(ext)" : "\(name)@\(scale)x.\(ext)", scale: scale,
        format == .jpeg ? jpeg(width * scale, height * scale) : png(width * scale, height * scale))
    }
    return imageSet(name, images: files, in: folder)
  }

  /// An image set of one file at `scale` (`<name>@3x.png`), `width`×`height` pixels: short to show in docs.
  static func imageSet(
    _ name: String, at scale: Int, _ width: Int, _ height: Int, format: ImageFormat = .png,
    in folder: String = catalogPath
  ) -> [File] {
    let filename = "\(name)@\(scale)x.\(format == .jpeg ? "jpg" : "png")"
    let text = format == .jpeg ? jpeg(width, height) : png(width, height)
    return imageSet(name, images: [ImageFile(filename, scale: scale, text)], in: folder)
  }

  /// The standard pages' icons (`icon_onboarding_N`): 64×64 pt, as one @3x file each.
  static func iconSets(pages: Int = 3) -> [File] {
    (1...max(pages, 1)).flatMap { imageSet("icon_onboarding_\($0)", at: 3, 192, 192) }
  }

  /// The standard pages' backgrounds (`onboarding-N`): 430×932 pt, as one @3x JPEG each.
  static func backgroundSets(pages: Int = 3) -> [File] {
    (1...max(pages, 1)).flatMap { imageSet("onboarding-\($0)", at: 3, 1290, 2796, format: .jpeg) }
  }

  /// A one-page app whose page view draws the icon resizable and fitted (or, not `resizable`, at its own size),
  /// with `frame` (source) on it; `marked` puts the finding's marker on the `Image`. The flow has the one `page`.
  static func iconApp(
    frame: String, marked: Bool = false, resizable: Bool = true, page: String = ExampleApp.page(0)
  ) -> [ExampleApp.File] {
    let scaling = resizable ? ".resizable()\n          .scaledToFit()" : ".accessibilityHidden(true)"
    let view = """
      import SwiftUI

      struct PageView: View {
        var page: OnboardingModel

        var body: some View {
          VStack {
            \(marked ? "↓" : "")Image(page.icon)
              \(scaling)
              \(frame)
            Text(page.title)
              .font(.title.bold())
            Text(page.description)
          }
          .padding()
        }
      }

      """
    return [
      ("Onboarding.swift", ExampleApp.flow([page])),
      ("RootView.swift", ExampleApp.rootView(capsules: "1")), ("PageView.swift", view),
    ]
  }
}
