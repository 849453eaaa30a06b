import Testing

@testable import PiepawLint

/// Every `Image("…")` written as a view tells how its set is drawn (at its own size, or `.resizable()` in a literal
/// frame), and the image rules judge the set by it, wherever in the code it is drawn.
@Suite struct ImageDrawingTests {
  private func drawings(_ source: String) -> [PageIconStyle?] {
    SwiftContentLoader.read(path: "/app/View.swift", source: source).assetReferences.map(\.drawing)
  }

  private func run(_ rule: any Rule.Type, _ files: [ExampleApp.File]) throws -> ExampleRun {
    try ExampleRun(RuleExample(files: files), rule: rule)
  }

  /// A view file `Views/<name>.swift` whose body is `body` (SwiftUI view code).
  private func view(_ name: String, _ body: String) -> ExampleApp.File {
    (
      "Views/\(name).swift",
      "import SwiftUI\n\nstruct \(name): View {\n  var body: some View {\n    \(body)\n  }\n}\n"
    )
  }

  // MARK: The reader

  @Test func aViewImageTellsItsScalingAndLiteralFrame() {
    let source = """
      struct Card: View {
        var body: some View {
          VStack {
            Image("logo").resizable().aspectRatio(contentMode: .fit).frame(width: 90)
            Image("add")
            SwiftUI.Image("hero")
              .resizable()
              .scaledToFill()
              .frame(width: 120, height: 80)
              .clipped()
            Image(.badge).renderingMode(.original).frame(width: 300)
          }
        }
      }
      """
    let read = drawings(source)
    #expect(read.map { $0?.scaling } == [.fit, .natural, .fill, .natural])
    #expect(read.map { $0?.width } == [90, nil, 120, 300])
    #expect(read.map { $0?.height } == [nil, nil, 80, nil])
    #expect(read.map { $0?.location.line } == [4, 5, 6, 11])
  }

  /// A resized image in a frame whose side the code sets to a value the tool does not read (`width: 15 / 8 * 48`)
  /// has no known size: the side does not follow from the other and the image's shape. Not resized, it is drawn at
  /// its own size whatever the frame.
  @Test func aFrameSideNotReadLeavesAResizedImagesSizeUnknown() {
    let source = """
      struct Badge: View {
        var body: some View {
          Image("brand").resizable().scaledToFit().frame(width: 15 / 8 * 48, height: 48)
          Image("mark").frame(width: side)
          Image("seal").resizable().scaledToFit().frame(height: 48)
        }
      }
      """
    let read = drawings(source)
    #expect(read.count == 3)
    #expect(read[0]?.scaling == .fit && read[0]?.width == nil && read[0]?.height == nil)
    #expect(read[1]?.scaling == .natural)
    #expect(read[2]?.height == 48 && read[2]?.width == nil)
  }

  /// `button.setBackgroundImage(UIImage(named: "x"), for: .normal)`: UIKit stretches the image to the button, a size
  /// the tool does not read. Near miss: `setImage` draws it at its own size inside the button, which is not read as
  /// a drawing here.
  @Test func aButtonsBackgroundImageIsStretched() {
    let source = """
      final class Controls {
        func style(_ button: UIButton) {
          button.setBackgroundImage(UIImage(named: "ring"), for: .normal)
          button.setImage(UIImage(named: "arrow"), for: .normal)
        }
      }
      """
    let read = drawings(source)
    #expect(read.count == 2)
    #expect(read[0]?.scaling == .stretch && read[0]?.width == nil && read[0]?.location.line == 3)
    #expect(read[1] == nil)
  }

  /// A frame after a padding sizes the padded view: `.padding(5).frame(width: 35)` draws the image 25 pt wide;
  /// the frame before a padding is the image's, whatever frames the padded view gets; a padding that is not a
  /// literal leaves the frames after it unread.
  @Test func aFrameAfterAPaddingGivesTheImageTheFrameLessThePadding() {
    let source = """
      struct Buttons: View {
        var body: some View {
          Image("share").resizable().padding(5).frame(width: 35, height: 35)
          Image("google").resizable().frame(width: 24, height: 24).padding(.vertical, 10).frame(maxWidth: .infinity)
          Image("close").resizable().padding(.horizontal, 8).frame(width: 40, height: 30)
          Image("mail").resizable().padding(inset).frame(width: 40, height: 30)
          Image("dot").resizable().padding(20).frame(width: 30)
        }
      }
      """
    let read = drawings(source)
    #expect(read.map { $0?.width } == [25, 24, 24, nil, nil])
    #expect(read.map { $0?.height } == [25, 24, 30, nil, nil])
  }

  /// A set drawn in a literal frame whose file the tool cannot measure (WebP data named `.png`) is drawn at a
  /// known size: no note says the tool cannot work out its size.
  @Test func aLiteralFrameIsKnownEvenWhereTheFileIsNotMeasured() throws {
    let set = ExampleApp.imageSet("google", images: [.init("google.png", scale: 1, "not an image")])
    let framed = try run(
      MissingScaleRule.self, [view("SignIn", "Image(\"google\").resizable().frame(width: 24, height: 24)")] + set)
    #expect(framed.messages.allSatisfy { !$0.contains("cannot work out from the code") }, "\(framed.messages)")
  }

  /// An `Image` stored, handed to another view or returned may be resized where it is used; a `UIImage` draws
  /// nothing itself. One scaled by an effect not read is drawn at another size than its frame: drawn scaled, at a
  /// size not known.
  @Test func anImageHandedOnOrResizedByAnEffectIsNotRead() {
    let source = """
      let logo = Image("a")
      struct Card: View {
        var body: some View {
          Avatar(image: Image("b"))
          Image("c").resizable().scaleEffect(zoom).frame(width: 10)
          Image("h").resizable().frame(width: 20).hidden()
          flag ? Image("d") : Image("e")
          Color.clear.onAppear { _ = UIImage(named: "f") }
        }
        func icon() -> Image { return Image("g") }
      }
      """
    let read = drawings(source)
    #expect(read.count == 8)
    #expect(read.enumerated().allSatisfy { $0.offset == 2 || $0.element == nil })
    #expect(read[2]?.width == nil && read[2]?.scaling != .natural)
  }

  /// `Image(uiImage: UIImage(named: "x")!)` and `Image(uiImage: #imageLiteral(resourceName: "x"))` draw the named
  /// image with that `Image`'s modifiers. Near misses: a UIImage handed through a function, or one `Image(uiImage:)`
  /// draws after more code, is not read as drawn there.
  @Test func anImageMadeFromAUIImageIsDrawnByItsImage() {
    let source = """
      struct Share: View {
        var body: some View {
          Image(uiImage: #imageLiteral(resourceName: "mark")).resizable().frame(width: 20, height: 20)
          Image(uiImage: UIImage(named: "seal")!).resizable().frame(width: 40)
          Image(uiImage: tinted(UIImage(named: "tint")!)).resizable().frame(width: 30)
          Image(uiImage: UIImage(named: "fallback") ?? UIImage()).resizable().frame(width: 50)
        }
      }
      """
    let read = drawings(source)
    #expect(read.map { $0?.width } == [20, 40, nil, nil])
    #expect(read.map { $0?.height } == [20, nil, nil, nil])
    #expect(read.map { $0?.location.line } == [3, 4, nil, nil])
  }

  /// A literal handed to a view that draws the name it is given (`CardView(img: "x")` where `Image(img)` is in
  /// its body, `cardView(img: "x")` where a function draws it) looks up that image, drawn as that `Image` draws it.
  /// Near misses: a closure or a local that rebinds the name, a name also drawn as an SF Symbol, a label the call
  /// does not pass, an interpolated literal, and a preview's call draw nothing read here.
  @Test func aLiteralHandedToAViewThatDrawsItIsDrawnThere() {
    let source = """
      struct CardView: View {
        var img = ""
        var body: some View {
          Image(img).resizable().frame(width: 300, height: 500)
        }
      }
      struct Row: View {
        let icon: String
        var body: some View {
          HStack { Image(icon); Image(systemName: icon) }
        }
      }
      struct Strip: View {
        let image: String
        let images: [String]
        var body: some View {
          ForEach(images, id: \\.self) { image in Image(image) }
        }
      }
      struct Home: View {
        func badge(_ name: String, size: Double) -> some View {
          Image(name).frame(width: 40)
        }
        var body: some View {
          VStack {
            CardView(img: "first")
            CardView(img: "page\\(n)")
            badge("star", size: 2)
            Row(icon: "bell")
            Strip(image: "film", images: [])
            Text(verbatim: "first")
          }
        }
      }
      #Preview { CardView(img: "preview") }
      struct Columns: View {
        func col(_ img: String, _ title: String) -> some View { VStack { Image(img); Text(title) } }
        var body: some View { col("bellArt", "Apply now") }
      }
      """
    let references = SwiftContentLoader.load(path: "/app/View.swift", source: source, schema: .default)
      .assetReferences.filter { $0.drawing != nil }
    // Unlabelled arguments are known by their place: `col(_ img:, _ title:)` draws its first, not its second.
    #expect(references.map(\.name) == [.catalogName("first"), .catalogName("star"), .catalogName("bellArt")])
    #expect(references.map { $0.location.line } == [26, 28, 38])
    #expect(references.map { $0.drawing?.location.line } == [4, 22, 37])
    #expect(references.map { $0.drawing?.width } == [300, 40, nil])
    #expect(references.map { $0.drawing?.scaling } == [.stretch, .natural, .natural])
  }

  /// An `Image` handed to a function whose `Image` parameter it draws (`icon.resizable().frame(width: 30, height:
  /// 30)`) is drawn so. Near miss: a parameter handed on again (`Label { Text(title) } icon: { icon }`) draws nothing
  /// read here.
  @Test func anImageHandedToAFunctionThatDrawsItIsDrawnThere() {
    func drawing(_ body: String) -> PageIconStyle? {
      let source = """
        struct Closet: View {
          var body: some View {
            section(icon: Image(.bottom), title: "Bottoms")
          }
          private func section(icon: Image, title: String) -> some View {
            \(body)
          }
        }
        """
      return SwiftContentLoader.load(path: "/app/Closet.swift", source: source, schema: .default).assetReferences
        .first { $0.name == .symbol(path: ["bottom"]) }?.drawing
    }
    let drawn = drawing("HStack {\n icon\n .resizable()\n .frame(width: 30, height: 30)\n Text(title)\n }")
    #expect(drawn?.width == 30 && drawn?.height == 30 && drawn?.scaling == .stretch)
    #expect(drawn?.location.line == 7)
    #expect(drawing("Label { Text(title) } icon: { icon }") == nil)
  }

  /// A function some other file declares with the same name and label, without drawing the value, may be the one
  /// a call runs: its literals are not read as images.
  @Test func aCallThatMayRunAnotherDeclarationIsNotReadAsDrawn() throws {
    let set = ExampleApp.imageSet("add", images: [.init("add.png", scale: 1, ExampleApp.png(24, 24))])
    let drawn = (
      "Views/Tile.swift", "import SwiftUI\n\nfunc tile(icon: String) -> some View {\n  Image(icon)\n}\n"
    )
    let caller = view("Toolbar", "tile(icon: \"add\")")
    let read = try run(MissingScaleRule.self, [drawn, caller] + set)
    #expect(read.messages.first?.contains("`Views/Tile.swift:4` draws it at its own size") == true, "\(read.messages)")
    let other = ("Views/Label.swift", "func tile(icon: String) -> String {\n  icon.uppercased()\n}\n")
    let ambiguous = try run(MissingScaleRule.self, [drawn, other, caller] + set)
    #expect(ambiguous.messages.first?.contains("draws it at its own size") == false, "\(ambiguous.messages)")
  }

  /// An `Image` that starts a switch arm (`case .google:`, `default:`) is a view drawn there, however the case
  /// pattern is written; after a labelled argument, a ternary's `:` or a dictionary key inside an arm it is still a
  /// value handed on.
  @Test func anImageThatStartsASwitchArmIsDrawnThere() {
    let source = """
      struct ProviderIcon: View {
        var body: some View {
          switch provider {
          case .google: Image("g").resizable().frame(width: 25, height: 25)
          case .apple, .github:
            Image("a").resizable().frame(width: 18, height: 18)
          case let .custom(name) where name.isEmpty:
            Image("c").resizable().frame(width: 20, height: 20)
          default:
            Image("d").resizable().frame(width: 30, height: 30)
          }
          switch style {
          case .badge: Badge(image: Image("h"))
          case .plain: flag ? Image("i") : Image("j")
          case .map: Legend(icons: ["k": Image("k")])
          }
        }
      }
      """
    let read = drawings(source)
    #expect(read.count == 8)
    #expect(read.prefix(4).map { $0?.width } == [25, 18, 20, 30])
    #expect(read.suffix(4).allSatisfy { $0 == nil })
  }

  /// An `Image` given to `.background(…)` or `.overlay(…)` is drawn there, with its own modifiers.
  @Test func anImageInABackgroundIsDrawnThere() {
    let source = """
      struct Back: View {
        var body: some View {
          Text("<").frame(width: 44, height: 44).background(Image(.circleBack).resizable().scaledToFit().frame(width: 68, height: 68))
          Text(">").overlay(Image("ring").resizable().frame(width: 20, height: 20))
        }
      }
      """
    let read = drawings(source)
    #expect(read.count == 2)
    #expect(read.map { $0?.width } == [68, 20])
    #expect(read.map { $0?.scaling } == [.fit, .stretch])
  }

  /// Filled into a frame that gives one side, the image takes the other side the container offers: its size is not
  /// known, so no shortfall is claimed; fitted, the other side follows from its shape.
  @Test func aFilledImageWithOneSideGivenHasNoKnownSize() throws {
    let set = ExampleApp.imageSet("hills", images: [.init("hills.png", scale: nil, ExampleApp.png(1820, 1011))])
    let filled = view("About", "Image(\"hills\").resizable().scaledToFill().frame(width: 700).ignoresSafeArea()")
    #expect(try run(ImageResolutionRule.self, [filled] + set).messages.isEmpty)
    let fitted = view("About", "Image(\"hills\").resizable().scaledToFit().frame(width: 700)")
    #expect(try run(ImageResolutionRule.self, [fitted] + set).messages.count == 1)
  }

  // MARK: missing-scale

  /// A @1x-only icon an `Button` label draws at its own size is scaled up on every iPhone: a warning that names
  /// the `Image`, not a note that says the drawing is unknown.
  @Test func missingScaleClaimsBlurWhereAnyImageDrawsTheSetAtItsOwnSize() throws {
    let set = ExampleApp.imageSet("add", images: [.init("add.png", scale: 1, ExampleApp.png(24, 24))])
    let drawn = try run(MissingScaleRule.self, [view("Toolbar", "Button {} label: { Image(\"add\") }")] + set)
    #expect(drawn.messages.count == 1)
    #expect(drawn.messages.first?.contains("`Views/Toolbar.swift:5` draws it at its own size") == true)
    #expect(drawn.messages.first?.contains("looks blurry") == true)
    // Stored in a variable, it is not known how it is drawn: the note without a claim.
    let stored = try run(MissingScaleRule.self, [view("Toolbar", "let icon = Image(\"add\")")] + set)
    #expect(stored.messages.first?.contains("the tool found no `Image` that draws it at a size it can read") == true)
  }

  /// A view that only `#Preview` builds, or only such a view builds, in an app whose entry is in the run, draws
  /// on no device: a set only such views look up is shown nowhere, so neither missing-scale nor scale-mismatch
  /// speaks of it. Built by the app's entry, or looked up by a view the app builds too, it is judged.
  @Test func aDrawingInAViewOnlyPreviewsBuildIsNoEvidence() throws {
    let set = ExampleApp.imageSet("add", images: [.init("add.png", scale: 1, ExampleApp.png(24, 24))])
    let toolbar = view("Toolbar", "Button {} label: { Image(\"add\") }")
    func app(_ built: String) -> ExampleApp.File {
      (
        "Views/Entry.swift",
        "import SwiftUI\n\n@main\nstruct Entry: App {\n  var body: some Scene { WindowGroup { \(built) } }\n}\n"
          + "#Preview { Toolbar() }\n"
      )
    }
    let previewed = try run(MissingScaleRule.self, [toolbar, app("Text(\"Home\")")] + set)
    #expect(previewed.messages.isEmpty, "\(previewed.messages)")
    let lookedUp = ("Views/Menu.swift", "import UIKit\n\nfinal class Menu {\n  let icon = UIImage(named: \"add\")\n}\n")
    let alsoLookedUp = try run(MissingScaleRule.self, [toolbar, lookedUp, app("Text(\"Home\")")] + set)
    #expect(alsoLookedUp.messages.count == 1, "\(alsoLookedUp.messages)")
    let twoSizes = ExampleApp.imageSet(
      "add",
      images: [
        .init("add@2x.png", scale: 2, ExampleApp.png(48, 48)), .init("add@3x.png", scale: 3, ExampleApp.png(60, 60)),
      ])
    #expect(try run(ScaleMismatchRule.self, [toolbar, app("Text(\"Home\")")] + twoSizes).messages.isEmpty)
    let shownTwoSizes = try run(ScaleMismatchRule.self, [toolbar, app("Toolbar()")] + twoSizes)
    #expect(shownTwoSizes.messages.count == 1, "\(shownTwoSizes.messages)")
    let built = try run(MissingScaleRule.self, [toolbar, app("Toolbar()")] + set)
    #expect(built.messages.first?.contains("`Views/Toolbar.swift:5` draws it at its own size") == true)
    // Built only by a panel that only previews build: no device draws it either.
    let panel = view("Panel", "VStack { Toolbar() }")
    let nested = try run(MissingScaleRule.self, [toolbar, panel, app("Text(\"Home\")")] + set)
    #expect(nested.messages.isEmpty, "\(nested.messages)")
    let shown = try run(MissingScaleRule.self, [toolbar, panel, app("Panel()")] + set)
    #expect(shown.messages.first?.contains("draws it at its own size") == true, "\(shown.messages)")
    // A view named in lower case is built as a function is called (`NavigationLink(destination: toolbar())`): built
    // where code outside previews calls it, by nobody where only a preview does.
    let lower = (
      "Views/toolbar.swift",
      "import SwiftUI\n\nstruct toolbar: View {\n  var body: some View {\n    Image(\"add\")\n  }\n}\n"
    )
    let lowerApp = app("NavigationStack { NavigationLink(destination: toolbar()) { Text(\"Go\") } }")
    let lowerBuilt = try run(MissingScaleRule.self, [lower, lowerApp] + set)
    #expect(lowerBuilt.messages.first?.contains("`Views/toolbar.swift:5` draws it at its own size") == true)
    let lowerPreviewed = (lower.0, lower.1 + "#Preview {\n  toolbar()\n}\n")
    let lowerUnbuilt = try run(MissingScaleRule.self, [lowerPreviewed, app("Text(\"Home\")")] + set)
    #expect(lowerUnbuilt.messages.isEmpty, "\(lowerUnbuilt.messages)")
  }

  /// A modifier the app declares on `Image` (`.centerCropped()`, which may be `.resizable().scaledToFill()`) leaves
  /// how the image is drawn unknown: no claim that it is drawn at its own size.
  @Test func aModifierTheAppDeclaresLeavesTheDrawingUnknown() throws {
    let set = ExampleApp.imageSet("add", images: [.init("add.png", scale: 1, ExampleApp.png(24, 24))])
    let cropped = view("Tile", "Image(\"add\").centerCropped()")
    let modifier = (
      "Views/ImageCrop.swift",
      "import SwiftUI\n\nextension Image {\n  func centerCropped() -> some View { resizable().scaledToFill() }\n}\n"
    )
    let found = try run(MissingScaleRule.self, [cropped, modifier] + set)
    #expect(found.messages.count == 1)
    #expect(found.messages.first?.contains("draws it at its own size") == false, "\(found.messages)")
    // SwiftUI's own modifiers are read as before.
    let padded = try run(MissingScaleRule.self, [view("Tile", "Image(\"add\").padding(4)")] + set)
    #expect(padded.messages.first?.contains("draws it at its own size") == true, "\(padded.messages)")
  }

  /// A 1080×1300 px @1x photo drawn `.resizable()` 70 pt wide has far more pixels than 210 px: no finding. Drawn
  /// `.resizable()` without a literal frame, the note says where, instead of "not found".
  @Test func missingScaleLeavesASetDrawnAtAKnownSizeToImageResolution() throws {
    let set = ExampleApp.imageSet("portrait", images: [.init("portrait.jpg", scale: 1, ExampleApp.jpeg(1080, 1300))])
    let framed = view("About", "Image(\"portrait\").resizable().aspectRatio(contentMode: .fit).frame(width: 70)")
    #expect(try run(MissingScaleRule.self, [framed] + set).messages.isEmpty)
    #expect(try run(ImageResolutionRule.self, [framed] + set).messages.isEmpty)
    let unframed = view("About", "Image(\"portrait\").resizable().scaledToFit()")
    let note = try run(MissingScaleRule.self, [unframed] + set)
    #expect(
      note.messages == [
        "Assets.xcassets/portrait.imageset/Contents.json: portrait.imageset has no @2x or @3x file, only @1x "
          + "(1080×1300 px). `Views/About.swift:5` draws it `.resizable()`, at a size the tool "
          + "does not know, so its pixels against that size decide: @2x devices show it sharp up to 540×650 pt and @3x "
          + "devices show it sharp up to 360×433.33 pt. Where it is drawn larger, add @2x and @3x files of 2× and 3× the "
          + "size it is drawn at (in Xcode's asset editor, drop them on the empty slots)."
      ])
  }

  /// A storyboard's image view that scales its image (`scaleAspectFit`, and `scaleToFill` where no content mode is
  /// written) draws the set at the view's size: a large @1x photo there gets the size it stays sharp up to, no guess
  /// that it was exported for a higher scale, and scale-mismatch has nothing to say of its sizes. An image view that
  /// draws it at its own size (`center`) leaves the set's drawing unknown.
  @Test func aStoryboardImageViewThatScalesDrawsTheSetAtTheViewsSize() throws {
    let photo = ExampleApp.imageSet("harbour", images: [.init("harbour.jpg", scale: 1, ExampleApp.jpeg(1920, 1080))])
    func storyboard(_ mode: String) -> ExampleApp.File {
      (
        "App/Base.lproj/Main.storyboard",
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
          <scenes><scene sceneID="a"><objects><viewController id="b"><view key="view" id="c"><subviews>
            <imageView \(mode) image="harbour" translatesAutoresizingMaskIntoConstraints="NO" id="d">
              <rect key="frame" x="50" y="100" width="275" height="275"/>
            </imageView>
          </subviews></view></viewController></objects></scene></scenes>
        </document>
        """
      )
    }
    let fitted = try run(MissingScaleRule.self, [storyboard(#"contentMode="scaleAspectFit""#)] + photo)
    #expect(fitted.severities == [.note])
    #expect(
      fitted.messages.first?.contains(
        "`App/Base.lproj/Main.storyboard:4` draws it in an image view that scales it to the view's size") == true,
      "\(fitted.messages)")
    #expect(fitted.messages.first?.contains("@3x devices show it sharp up to 640×360 pt") == true)
    #expect(fitted.messages.first?.contains("exported for a higher scale") == false)
    let filled = try run(MissingScaleRule.self, [storyboard("")] + photo)
    #expect(filled.messages.first?.contains("draws it in an image view that scales it") == true)
    // An image view that does not scale is not taken to draw the set at its own size (code may size it): a file
    // larger than any screen, drawn at a size the tool does not know, lacks nothing it can tell.
    let centred = try run(MissingScaleRule.self, [storyboard(#"contentMode="center""#)] + photo)
    #expect(centred.messages.isEmpty, "\(centred.messages)")
  }

  /// Where the project's targets are known, a storyboard no target copies (a stray `About~.storyboard` beside the
  /// real one) draws nothing the app shows: the set is not said to be drawn there. Near miss: the same storyboard
  /// in the app target's folder is cited.
  @Test func aStoryboardNoTargetCopiesDrawsNothing() throws {
    let photo = ExampleApp.imageSet("harbour", images: [.init("harbour.jpg", scale: 1, ExampleApp.jpeg(1920, 1080))])
    let storyboard = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
        <scenes><scene sceneID="a"><objects><viewController id="b"><view key="view" id="c"><subviews>
          <imageView contentMode="scaleAspectFit" image="harbour" id="d">
            <rect key="frame" x="50" y="100" width="275" height="275"/>
          </imageView>
        </subviews></view></viewController></objects></scene></scenes>
      </document>
      """
    func messages(storyboardAt path: String) throws -> [String] {
      let files =
        [ExampleXcodeProject.file([.app("Adopt", folders: ["Adopt"])]), (path, storyboard)]
        + photo.map {
          ("Adopt/" + $0.path, $0.text)
        }
      return try run(MissingScaleRule.self, files).messages
    }
    let stray = try messages(storyboardAt: "Old/About~.storyboard")
    // Drawn nowhere the app shows, the file larger than any screen lacks nothing the tool can tell.
    #expect(stray.isEmpty, "\(stray)")
    let shipped = try messages(storyboardAt: "Adopt/About.storyboard")
    #expect(shipped.first?.contains("`Adopt/About.storyboard:4` draws it") == true, "\(shipped)")
  }

  /// A storyboard's image names are looked up in the catalogs of the target that copies it: a watch app's
  /// interface draws the watch app's `harbour`, not its neighbour target's set of the same name, which stays a set
  /// the tool does not see drawn.
  @Test func aStoryboardDrawsTheSetOfItsOwnTarget() throws {
    let storyboard = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
        <scenes><scene sceneID="a"><objects><viewController id="b"><view key="view" id="c"><subviews>
          <imageView contentMode="scaleAspectFit" image="harbour" id="d"/>
        </subviews></view></viewController></objects></scene></scenes>
      </document>
      """
    // The two sets differ in size, so a message tells which one it is about.
    func photo(in folder: String, width: Int) -> [ExampleApp.File] {
      ExampleApp.imageSet(
        "harbour", images: [.init("harbour.jpg", scale: 1, ExampleApp.jpeg(width, 1080))],
        in: folder + "/Assets.xcassets")
    }
    let files =
      [
        ExampleXcodeProject.file([.app("Adopt", folders: ["Adopt"]), .app("Kiosk", folders: ["Kiosk"])]),
        ("Kiosk/Interface.storyboard", storyboard),
      ] + photo(in: "Adopt", width: 1920) + photo(in: "Kiosk", width: 1600)
    let messages = try run(MissingScaleRule.self, files).messages
    let cited = messages.filter { $0.contains("`Kiosk/Interface.storyboard:4` draws it") }
    #expect(cited.count == 1, "\(messages)")
    #expect(cited.first?.contains("(1600×1080 px)") == true, "\(messages)")
  }

  /// `Image("title\(page + 1)")` draws every set its name can be: in a literal frame, at a size the tool knows, so
  /// a @1x-only title art that frame needs no more of is not reported. Drawn at its own size, the pattern says
  /// nothing (which sets it draws is read from names): the set keeps its note, never a claim of blur.
  @Test func anImageOfABuiltNameDrawsEverySetTheNameCanBe() throws {
    let art = ExampleApp.imageSet("title1", images: [.init("title1.png", scale: 1, ExampleApp.png(261, 45))])
    let framed = try run(
      MissingScaleRule.self,
      [view("Intro", #"Image("title\(page + 1)").resizable().scaledToFit().frame(width: 87)"#)] + art)
    #expect(framed.messages.isEmpty, "\(framed.messages)")
    let own = try run(MissingScaleRule.self, [view("Intro", #"Image("title\(page + 1)")"#)] + art)
    #expect(own.severities == [.note], "\(own.messages)")
    #expect(own.messages.first?.contains("the tool found no `Image` that draws it") == true)
    // Near miss: a built name that no set can be (`badge\(n)`) leaves the set's note as it is.
    let other = try run(
      MissingScaleRule.self,
      [view("Intro", #"Image("badge\(page)").resizable().scaledToFit().frame(width: 87)"#)] + art)
    #expect(other.severities == [.note])
  }

  /// A resizable image in a frame that only limits it (`.frame(maxWidth: 200, maxHeight: 200)`) is drawn at most
  /// that large: a @1x-only 1024 px logo is sharp there even at @3x (341 pt), so nothing is missing. Near misses:
  /// limits larger than its files cover, and a limit on one side only (the other side's size is not known), keep
  /// the note.
  @Test func anImageDrawnWithinLimitsItsFilesCoverLacksNoScale() throws {
    let logo = ExampleApp.imageSet("logo", images: [.init("logo.png", scale: 1, ExampleApp.png(1024, 1024))])
    func notes(_ frame: String) throws -> [String] {
      try run(MissingScaleRule.self, [view("Launch", #"Image("logo").resizable().scaledToFit()"# + frame)] + logo)
        .messages
    }
    #expect(try notes(".frame(maxWidth: 200, maxHeight: 200)").isEmpty)
    #expect(try notes(".frame(maxWidth: .infinity, maxHeight: 200).frame(maxWidth: 300)").isEmpty)
    #expect(try notes(".frame(maxWidth: 400, maxHeight: 400)").count == 1)
    #expect(try notes(".frame(maxWidth: 200)").count == 1)
  }

  /// A vector in the @1x slot without Preserve Vector Data is rendered at @1x only. Drawn at its own size, @3x
  /// iPhones scale it up (a warning that names the `Image`); drawn `.resizable()` at a size the tool does not
  /// know (an illustration fitted into a card) or where nothing says how it is drawn, it may well be drawn
  /// smaller: a note with the size it is sharp up to, no claim of blur.
  @Test func aOneXVectorClaimsBlurOnlyWhereItIsDrawnAtItsOwnSize() throws {
    let set = ExampleApp.imageSet(
      "relax", images: [.init("relax.svg", scale: 1, ExampleApp.svg(930, 744))], emptySlots: [2, 3])
    let fitted = try run(MissingScaleRule.self, [view("Empty", "Image(\"relax\").resizable().scaledToFit()")] + set)
    #expect(fitted.severities == [.note])
    #expect(fitted.messages.first?.contains("renders it at @1x only, 930×744 px.") == true, "\(fitted.messages)")
    #expect(fitted.messages.first?.contains("@3x iPhones show it sharp up to 310×248 pt") == true)
    #expect(
      fitted.messages.first?.contains("`Views/Empty.swift:5` draws it `.resizable()`, at a size the tool cannot work")
        == true)
    #expect(fitted.messages.first?.contains("blurry") == false)
    let own = try run(MissingScaleRule.self, [view("Empty", "Image(\"relax\")")] + set)
    #expect(own.severities == [.warning])
    #expect(own.messages.first?.contains("`Views/Empty.swift:5` draws it at its own size") == true)
    #expect(own.messages.first?.contains("iPhones scale that up and it looks blurry") == true)
    // Where no `Image` says how it is drawn (UIKit, a storyboard): the facts, as a note.
    let unknown = try run(MissingScaleRule.self, set)
    #expect(unknown.severities == [.note])
    #expect(unknown.messages.first?.contains("the tool found no `Image` that draws it") == true)
    // A storyboard's image view that scales it: said as an image view, not as `.resizable()` code.
    let storyboard = """
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><scenes><scene sceneID="a">
      <objects><viewController id="b"><view key="view" id="c"><subviews>
      <imageView contentMode="scaleAspectFit" image="relax" id="d"/>
      </subviews></view></viewController></objects></scene></scenes></document>
      """
    let viewed = try run(MissingScaleRule.self, [("App/Main.storyboard", storyboard)] + set)
    #expect(
      viewed.messages.first?.contains(
        "`App/Main.storyboard:3` draws it in an image view that scales it to the view's size, whose size the tool "
          + "does not read") == true, "\(viewed.messages)")
    #expect(viewed.messages.first?.contains("`.resizable()`, at a size the tool cannot work") == false)
  }

  // MARK: scale-mismatch

  /// One 92×132 px file in every slot, drawn `.resizable()` 90 pt wide: the logo is 90 pt wide on every device, so
  /// the files' points do not make it change size; what is wrong is that @2x and @3x lack pixels, which
  /// image-resolution reports at the `Image`. Drawn at its own size, the mismatch is reported.
  @Test func aSetDrawnResizableIsJudgedByItsPixelsNotItsPoints() throws {
    let set = ExampleApp.imageSet(
      "logo",
      images: [1, 2, 3].map { (scale: Int) in
        ExampleApp.ImageFile("logo-\(scale).png", scale: scale, ExampleApp.png(92, 132))
      })
    let framed = view("Splash", "Image(\"logo\").resizable().aspectRatio(contentMode: .fit).frame(width: 90)")
    #expect(try run(ScaleMismatchRule.self, [framed] + set).messages.isEmpty)
    let blurry = try run(ImageResolutionRule.self, [framed] + set)
    #expect(blurry.reported == ["Views/Splash.swift:5:5"])
    #expect(blurry.messages.first?.contains("px on @3x iPhones") == true, "\(blurry.messages)")
    let natural = try run(ScaleMismatchRule.self, [view("Splash", "Image(\"logo\")")] + set)
    #expect(natural.messages.allSatisfy { $0.contains("; the image changes size from device to device") })
    #expect(!natural.messages.isEmpty)
    #expect(natural.severities.allSatisfy { $0 == .error })
    // Where nothing says how the code draws it (UIKit, a storyboard), the change of size is said on its condition.
    let unknown = try run(ScaleMismatchRule.self, set)
    #expect(unknown.messages.count == 1)
    #expect(unknown.severities == [.note])
    #expect(
      unknown.messages.first?.contains(
        "The same 92×132 px file is in the @1x, @2x and @3x slots, so the image is 92×132 pt, 46×66 pt and "
          + "30.67×44 pt by scale") == true, "\(unknown.messages)")
    #expect(unknown.messages.first?.contains("Make the set single-scale") == true)
    #expect(
      unknown.messages.allSatisfy {
        $0.contains(
          "where the app draws it at its own size (the tool did not see how it draws it), the image changes size from device"
        )
      })
  }

  /// An image drawn only where the width class is regular (or the idiom is the iPad's) is judged on iPads, at @2x;
  /// the same frame in the iPhone branch is judged at @3x. A vertical size class test says nothing of the device.
  @Test func anImageInAnIPadBranchIsJudgedOnIPads() throws {
    let set = ExampleApp.imageSet(
      "hero", images: [.init("hero@2x.png", scale: 2, ExampleApp.png(700, 700))])
    func branches(_ condition: String, pad: String, phone: String) -> ExampleApp.File {
      view(
        "Hero",
        """
        if \(condition) {
              Image("hero").resizable().scaledToFit().frame(width: \(pad))
            } else {
              Image("hero").resizable().scaledToFit().frame(width: \(phone))
            }
        """)
    }
    // 340 pt needs 680 px on iPads: the 700 px file covers it; on @3x iPhones it would need 1020 px.
    let padWide = try run(ImageResolutionRule.self, [branches("sizeClass == .regular", pad: "340", phone: "100")] + set)
    #expect(padWide.messages.isEmpty, "\(padWide.messages)")
    let idiom = try run(
      ImageResolutionRule.self,
      [branches("UIDevice.current.userInterfaceIdiom != .phone", pad: "400", phone: "100")] + set)
    #expect(idiom.reported == ["Views/Hero.swift:6:7"], "\(idiom.messages)")
    #expect(idiom.messages.first?.contains("takes 800×800 px on iPads (all @2x)") == true, "\(idiom.messages)")
    // The `else` of a compact test is the iPad's branch; its `if` is the iPhone's.
    let compact = try run(
      ImageResolutionRule.self, [branches("horizontalSizeClass == .compact", pad: "340", phone: "340")] + set)
    #expect(compact.reported == ["Views/Hero.swift:6:7"], "\(compact.messages)")
    #expect(compact.messages.first?.contains("@3x iPhones") == true)
    let vertical = try run(
      ImageResolutionRule.self, [branches("verticalSizeClass == .regular", pad: "340", phone: "100")] + set)
    #expect(vertical.messages.first?.contains("@3x iPhones") == true, "\(vertical.messages)")
  }

  /// A @1x and a @2x file of the same 62×48 px disagree; iPhones load the @2x (31×24 pt), so the @3x to add is
  /// 93×72 px, not three times the @1x file.
  @Test func missingScaleHintsTheSizeOfTheFileTheDevicesLoad() throws {
    let set = ExampleApp.imageSet(
      "distance",
      images: [
        .init("distance.png", scale: 1, ExampleApp.png(62, 48)),
        .init("distance@2x.png", scale: 2, ExampleApp.png(62, 48)),
      ])
    let note = try run(MissingScaleRule.self, set)
    #expect(note.messages.count == 1)
    #expect(note.messages.first?.contains("add 93×72 px for @3x") == true, "\(note.messages)")
  }

  // MARK: The background role

  /// An image field a view fills into a card of a set height is an illustration; filled over the screen (no
  /// bounded frame) it is the background.
  /// The pages of two onboarding items whose `Card` view has `members` (`var body: some View { … }`), beside
  /// `other` code.
  private static func itemPages(card members: String, besides other: String = "") -> [Page] {
    let source = """
      struct OnboardingItem { let title: String; let image: String }
      let onboardingItems = [
        OnboardingItem(title: "Welcome", image: "welcome"),
        OnboardingItem(title: "Share", image: "share"),
      ]
      struct Card: View {
        let item: OnboardingItem
        \(members)
      }
      \(other)
      """
    return SwiftContentLoader.load(path: "/app/Onboarding.swift", source: source, schema: .default).flows.first?
      .pages ?? []
  }

  @Test func anImageFilledIntoABoundedFrameIsNoBackground() {
    func pages(_ chain: String, besides other: String = "") -> [Page] {
      Self.itemPages(card: "var body: some View { Image(item.image)\(chain) }", besides: other)
    }
    let card = pages(".resizable().scaledToFill().frame(maxWidth: .infinity, maxHeight: 250)")
    #expect(card.map { $0.background == nil } == [true, true])
    #expect(card.map(\.illustrations.count) == [1, 1])
    let inset = pages(".resizable().scaledToFill().frame(width: UIScreen.main.bounds.width - 100)")
    #expect(inset.map { $0.background == nil } == [true, true])
    let screen = pages(".resizable().scaledToFill().ignoresSafeArea()")
    #expect(screen.compactMap(\.background?.literal).count == 2)
    // A constant's size (`Layout.thumbWidth`) and a part of the screen (`bounds.height * Layout.heroRatio`) are
    // boxes of a set size; the screen's own size is not.
    let constant = pages(".resizable().scaledToFill().frame(width: Layout.thumbWidth, height: Layout.thumbHeight)")
    #expect(constant.map { $0.background == nil } == [true, true])
    let portion = pages(".resizable().scaledToFill().frame(height: UIScreen.main.bounds.height * Layout.heroRatio)")
    #expect(portion.map { $0.background == nil } == [true, true])
    let whole = pages(".resizable().scaledToFill().frame(width: UIScreen.main.bounds.width, height: geo.size.height)")
    #expect(whole.compactMap(\.background?.literal).count == 2)
    let avatar = pages(
      ".resizable().aspectRatio(contentMode: .fill).frame(width: size, height: size).clipShape(Circle())")
    #expect(avatar.map { $0.background == nil } == [true, true], "an image clipped to a circle is a thumbnail")
    // Names are read without types: another view's `image` filled over the screen does not make this page's
    // fitted picture a background, though the filled one alone would.
    let elsewhere =
      "\nstruct Cover: View { let art: Art; var body: some View { Image(art.image).resizable().scaledToFill() } }"
    let fitted = pages(".resizable().aspectRatio(contentMode: .fit).frame(maxWidth: .infinity)", besides: elsewhere)
    #expect(fitted.map { $0.background == nil } == [true, true])
    #expect(pages("", besides: elsewhere).compactMap(\.background?.literal).count == 2)
  }

  /// An image filled into its place in a `VStack` beside the page's texts is drawn above them, never behind them:
  /// no background, frame or not. Near misses: filled under the texts in a `ZStack`, or alone in its stack, it is.
  @Test func anImageStackedAboveTheTextsIsNoBackground() {
    func pages(_ body: String) -> [Page] {
      Self.itemPages(card: "var body: some View { \(body) }")
    }
    let stacked = pages(
      "VStack { Image(item.image).resizable().aspectRatio(contentMode: .fill); Spacer(minLength: 15); "
        + "Text(item.title) }")
    #expect(stacked.map { $0.background == nil } == [true, true])
    #expect(stacked.map(\.illustrations.count) == [1, 1])
    let behind = pages("ZStack { Image(item.image).resizable().scaledToFill().ignoresSafeArea(); Text(item.title) }")
    #expect(behind.compactMap(\.background?.literal).count == 2)
    let alone = pages("VStack { Image(item.image).resizable().scaledToFill() }.ignoresSafeArea()")
    #expect(alone.compactMap(\.background?.literal).count == 2)
  }

  /// A view property that fills the image (`var picture: some View { Image(item.image).resizable().scaledToFill()
  /// }`) is bounded where it is used (`picture.frame(maxHeight: cardHeight)`): an illustration, no background.
  /// Near miss: used once without a frame, it may fill the screen.
  @Test func aFilledImageBoundedWhereItsPropertyIsUsedIsNoBackground() {
    func pages(_ use: String) -> [Page] {
      Self.itemPages(
        card: """
          let cardHeight: CGFloat = 280
          var body: some View { VStack { \(use); Text(item.title) } }
          private var picture: some View {
            Image(item.image).resizable().scaledToFill()
          }
          """)
    }
    let card = pages("picture.frame(maxWidth: .infinity, minHeight: cardHeight, maxHeight: cardHeight)")
    #expect(card.map { $0.background == nil } == [true, true])
    #expect(pages("picture.ignoresSafeArea()").compactMap(\.background?.literal).count == 2)
  }
}

/// Interface Builder's image views, read from the XML's start tags alone.
@Suite struct InterfaceImageViewReaderTests {
  @Test func imageViewsWithTheirContentModeAndLine() {
    let xml = """
      <document>
        <imageView userInteractionEnabled="NO" contentMode="scaleAspectFill" image="dock &amp; pier" id="a"/>
        <imageView
            contentMode="center" image='compass' id="b">
          <rect key="frame" x="0" y="0" width="10" height="10"/>
        </imageView>
        <imageView id="c" image="plain"/>
        <imageView id="d" highlightedImage="glow"/>
        <imageViewer image="not-a-view"/>
        <button image="arrow"/>
      </document>
      """
    let views = InterfaceImageViewReader.imageViews(in: xml, path: "/app/Main.storyboard")
    #expect(views.map(\.name) == ["dock & pier", "compass", "plain"])
    #expect(views.map(\.contentMode) == ["scaleAspectFill", "center", "scaleToFill"])
    #expect(views.map(\.scalesImage) == [true, false, true])
    #expect(views.map(\.location.line) == [2, 3, 7])
  }

  /// A button state's background image is stretched to the button: it scales, whatever the button's content mode.
  /// A state's plain `image` (drawn at its own size inside the button) is not read as one.
  @Test func aButtonsBackgroundImageScalesToTheButton() {
    let xml = """
      <document>
        <button contentMode="center" id="a">
          <state key="normal" backgroundImage="ic_back"/>
          <state key="highlighted" image="ic_arrow"/>
        </button>
        <stateful backgroundImage="not-a-state"/>
      </document>
      """
    let views = InterfaceImageViewReader.imageViews(in: xml, path: "/app/Main.storyboard")
    #expect(views.map(\.name) == ["ic_back"])
    #expect(views.map(\.scalesImage) == [true])
    #expect(views.map(\.location.line) == [3])
  }
}

/// A name that differs from an asset's only in case or by an image file extension is not said to be missing: a
/// warning states the fact.
@Suite struct CaseOnlyAssetNameTests {
  private func run(_ name: String) throws -> ExampleRun {
    let view = "import SwiftUI\n\nstruct Globe: View {\n  var body: some View { Image(\"\(name)\") }\n}\n"
    return try ExampleRun(
      RuleExample(files: [("Views/Globe.swift", view)] + ExampleApp.imageSet("globe")), rule: MissingAssetRule.self)
  }

  @Test func aNameThatDiffersOnlyInCaseIsAWarningNotAMissingAsset() throws {
    let cased = try run("Globe")
    #expect(cased.severities == [.warning])
    #expect(cased.messages.first?.contains("`Globe` differs only in case from `globe`") == true, "\(cased.messages)")
    let misspelt = try run("Glob")
    #expect(misspelt.severities == [.error])
    #expect(misspelt.messages.first?.contains("No image named `Glob`") == true)
  }

  /// `UIImage(named: "Globe.png")` names the set `globe` with a file extension and in another case: a warning that
  /// says so. Near miss: a name with an extension that is no image's (`globe.json`) is still missing.
  @Test func aSetsNameWithAnImageExtensionIsAWarningNotAMissingAsset() throws {
    let extended = try run("Globe.png")
    #expect(extended.severities == [.warning])
    #expect(
      extended.messages.first?.contains("`Globe.png` differs only by its file extension and case from `globe`") == true,
      "\(extended.messages)")
    // The set's own name with an extension is found, as before.
    let exact = try run("globe.jpg")
    #expect(exact.messages.isEmpty, "\(exact.messages)")
    let other = try run("globe.json")
    #expect(other.severities == [.error])
  }
}
