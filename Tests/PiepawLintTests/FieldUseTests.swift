import Foundation
import Testing

@testable import PiepawLint

/// What the code does with a name decides what it is: an image field that no code reads names nothing the app
/// loads; an enum whose cases a screen lists as rows is a choice, not pages; a symbol may be a member of a module
/// that another file of its target imports; and "larger than any iPhone screen" is measured against the largest.
@Suite struct FieldUseTests {
  /// A paged `TabView` of the views `pages`, tagged 0, 1, … in order.
  private static func tour(_ pages: [String]) -> String {
    let children = pages.enumerated().map { "      \($0.element)().tag(\($0.offset))" }.joined(separator: "\n")
    return """
      struct Tour: View {
        @State var page = 0
        var body: some View {
          TabView(selection: $page) {
      \(children)
          }
          .tabViewStyle(.page)
        }
      }
      """
  }

  private func flows(_ sources: [String: String]) -> [Flow] {
    var files = sources.sorted { $0.key < $1.key }.map { SwiftContentLoader.read(path: $0.key, source: $0.value) }
    _ = SwiftContentLoader.recognise(&files, schema: .default, root: "/app")
    return files.flatMap(\.flows)
  }

  private static func slides(featureIconUse: String) -> String {
    """
    struct Slide {
      let title: String
      let art: String
      let featureIcon: String
      init(title: String, art: String, featureIcon: String) {
        self.title = title
        self.art = art
        self.featureIcon = featureIcon
      }
    }
    struct IntroView: View {
      @State var page = 0
      let slides = [
        Slide(title: "Plan trips", art: "intro-map", featureIcon: "sparkles"),
        Slide(title: "Pack light", art: "intro-bag", featureIcon: "bag.fill"),
      ]
      var body: some View {
        TabView(selection: $page) {
          ForEach(slides.indices, id: \\.self) { index in
            VStack {
              Image(slides[index].art)
              Text(slides[index].title)
              \(featureIconUse)
            }
            .tag(index)
          }
        }
        .tabViewStyle(.page)
      }
    }
    """
  }

  /// A field any view draws as an image is the page's picture whatever its name (`hero` of `Image(steps[i].hero)`);
  /// near misses: the same field no view draws, and a text field of a model that does not speak of onboarding,
  /// which its use alone does not make the page's text.
  @Test func aFieldDrawnAsAnImageIsThePictureWhateverItsName() throws {
    func source(draw: String) -> String {
      """
      struct Step { let heading: String; let detail: String; let hero: String; let caption: String }
      struct WelcomeFlow: View {
        @State private var selection = 0
        private let steps: [Step] = [
          Step(heading: "Track habits", detail: "One tap a day.", hero: "tap", caption: "1"),
          Step(heading: "See streaks", detail: "Keep the chain.", hero: "chain", caption: "2"),
        ]
        var body: some View {
          TabView(selection: $selection) {
            ForEach(0..<steps.count, id: \\.self) { i in
              VStack { \(draw); Text(steps[i].heading).font(.title); Text(steps[i].detail); Text(steps[i].caption) }
                .tag(i)
            }
          }
          .tabViewStyle(.page)
        }
      }
      """
    }
    let drawn = try #require(flows(["/app/Intro/WelcomeFlow.swift": source(draw: "Image(steps[i].hero)")]).first)
    #expect(drawn.pages.map { $0.illustrations.map(\.literal) } == [[.catalogName("tap")], [.catalogName("chain")]])
    #expect(drawn.pages.map(\.title?.literal) == ["Track habits", "See streaks"])
    let undrawn = try #require(flows(["/app/Intro/WelcomeFlow.swift": source(draw: "Spacer()")]).first)
    #expect(undrawn.pages.allSatisfy { $0.illustrations.isEmpty })
  }

  @Test func anImageFieldNoCodeReadsIsNoAssetReference() throws {
    let unread = try #require(flows(["/app/Intro/IntroView.swift": Self.slides(featureIconUse: "")]).first)
    let names = unread.pages.flatMap(\.assetReferences).map(\.name.written)
    #expect(names == ["intro-map", "intro-bag"], "`featureIcon` is declared and set, never drawn")
    let drawn = try #require(
      flows(["/app/Intro/IntroView.swift": Self.slides(featureIconUse: "Image(slides[index].featureIcon)")]).first)
    #expect(drawn.pages.flatMap(\.assetReferences).map(\.name.written).contains("sparkles"), "drawn: still read")
    let interpolated = try #require(
      flows(["/app/Intro/IntroView.swift": Self.slides(featureIconUse: "Image(\"\\(slides[index].featureIcon)\")")])
        .first)
    #expect(interpolated.pages.flatMap(\.assetReferences).map(\.name.written).contains("sparkles"))
  }

  /// Hashing and comparing a page (`hash(into:)`, `==`) reads every field and draws none: a `featureIcon` read
  /// only there is still never drawn.
  @Test func anImageFieldOnlyHashedAndComparedIsNoAssetReference() throws {
    let conformance = """

      extension Slide: Hashable {
        func hash(into hasher: inout Hasher) { hasher.combine(featureIcon) }
        static func == (lhs: Slide, rhs: Slide) -> Bool { lhs.featureIcon == rhs.featureIcon }
      }
      """
    let source = Self.slides(featureIconUse: "") + conformance
    let flow = try #require(flows(["/app/Intro/IntroView.swift": source]).first)
    #expect(flow.pages.flatMap(\.assetReferences).map(\.name.written) == ["intro-map", "intro-bag"])
  }

  private static func bankChoice(container: String, modifier: String = "") -> String {
    """
    struct OnboardingView: View {
      private enum Bank: String, CaseIterable {
        case harbour, summit
        var title: String {
          switch self {
          case .harbour: return "Harbour Bank"
          case .summit: return "Summit Credit"
          }
        }
      }
      var body: some View {
        \(container) {
          ForEach(Bank.allCases, id: \\.self) { bank in
            Text(bank.title)
          }
        }\(modifier)
      }
    }
    """
  }

  @Test func anEnumWhoseCasesAScreenListsAsRowsIsNoFlow() {
    #expect(flows(["/app/Onboarding/OnboardingView.swift": Self.bankChoice(container: "VStack")]).isEmpty)
    let paged = flows([
      "/app/Onboarding/OnboardingView.swift": Self.bankChoice(container: "TabView", modifier: ".tabViewStyle(.page)")
    ])
    #expect(paged.first?.pages.map(\.title?.literal) == ["Harbour Bank", "Summit Credit"], "paged: pages")
  }

  @Test func aSymbolAnotherFileOfTheTargetImportsAModuleForIsANote() throws {
    let pbxproj = XcodeTargetReaderTests.project([
      "P = {isa = PBXProject; mainGroup = G0; targets = (T1, ); };",
      "G0 = {isa = PBXGroup; children = (F1, ); sourceTree = \"<group>\"; };",
      "F1 = {isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = \"<group>\"; };",
      "T1 = {isa = PBXNativeTarget; fileSystemSynchronizedGroups = (F1, ); name = App; "
        + "productType = \"com.apple.product-type.application\"; };",
    ])
    func lint(theme: String) throws -> [Diagnostic] {
      var files: [String: String] = [
        "App.xcodeproj/project.pbxproj": pbxproj,
        "App/Badge.swift": "import SwiftUI\nlet badge = Color(.brandRed)\n",
        "App/Theme.swift": theme,
      ]
      for (path, text) in ExampleApp.colorSet("AccentColor", in: "App/Assets.xcassets") { files[path] = text }
      let tree = try TemporaryTree(files)
      return try Linter().lint(paths: [tree.root]).diagnostics.filter { $0.ruleID == "missing-asset" }
    }
    let elsewhere = try lint(theme: "import SwiftUI\nimport DesignKit\n")
    #expect(elsewhere.map(\.severity) == [.note])
    #expect(elsewhere.first?.message.contains("a module other files of this target import (`DesignKit`)") == true)
    let nowhere = try lint(theme: "import SwiftUI\n")
    #expect(nowhere.map(\.severity) == [.error], "no module outside the run: the symbol is missing")
  }

  /// `Image.nosLogo`, the symbol Xcode generates for a set, tells how the set is drawn as `Image("nosLogo")` does.
  /// Near miss: `Image.brandKit.down.resizable()`, a member followed by another it does not call, is the app's
  /// namespace (a design system's `static var brandKit` on `Image`), no symbol.
  @Test func aGeneratedImageSymbolIsAReferenceWithItsDrawing() throws {
    let source = """
      struct StartView: View {
        var body: some View {
          Image.nosLogo.resizable().aspectRatio(contentMode: .fit).frame(width: 200)
          let scale: Image.Scale = .large
          Image.init("x")
          Image.brandKit.down.resizable().frame(width: 20)
        }
      }
      """
    let references = SwiftContentLoader.read(path: "/app/StartView.swift", source: source).assetReferences
    let logo = try #require(references.first { $0.name == .symbol(path: ["nosLogo"]) })
    #expect(logo.drawing?.width == 200)
    #expect(logo.location.line == 3)
    #expect(!references.contains { $0.name == .symbol(path: ["Scale"]) || $0.name == .symbol(path: ["init"]) })
    #expect(!references.contains { $0.name == .symbol(path: ["brandKit"]) })
  }

  /// Preview Content (`DEVELOPMENT_ASSET_PATHS`) ships in no release: how its images look on devices is not judged;
  /// the same set in the app's own catalog is.
  @Test func setsInDevelopmentAssetsAreNotJudgedForScales() throws {
    let project = ExampleXcodeProject.file([
      .app("Adopt", folders: ["Adopt"], settings: ["DEVELOPMENT_ASSET_PATHS": "\\\"Adopt/Preview Content\\\""])
    ])
    let tree = try TemporaryTree(
      ShippedContentTests.files(
        [project] + ExampleApp.imageSet("logo", at: 1, 40, 40, in: "Adopt/Assets.xcassets")
          + ExampleApp.imageSet("sample-pet", at: 1, 40, 40, in: "Adopt/Preview Content/Preview.xcassets")))
    let found = try ShippedContentTests.lint(tree, [MissingScaleRule.self])
    #expect(found.map(\.location.file) == [tree.path("Adopt/Assets.xcassets/logo.imageset/Contents.json")])
  }

  /// A footnote or caption (terms under the buttons) is fine print, not a page's title; the page's headline is.
  @Test func finePrintIsNoPageText() throws {
    let source = """
      struct WelcomeFlow: View {
        @State var page = 0
        var body: some View {
          TabView(selection: $page) {
            VStack {
              Text("Meet your garden")
              Text("By continuing you accept the terms").font(.footnote)
            }.tag(0)
            VStack {
              Text("Track every sprout").font(.title)
              Text("Version 2.1").font(Font.caption2.weight(.bold))
            }.tag(1)
          }
          .tabViewStyle(.page)
        }
      }
      """
    let flow = try #require(flows(["/app/Onboarding/WelcomeFlow.swift": source]).first)
    #expect(flow.pages.map(\.title?.literal) == ["Meet your garden", "Track every sprout"])
    let texts = flow.pages.flatMap { [$0.title?.literal, $0.description?.literal] }.compactMap { $0 }
    #expect(!texts.contains("By continuing you accept the terms") && !texts.contains("Version 2.1"))
  }

  /// A text only VoiceOver reads (`.accessibilityLabel(Text("App icon"))` on the page's picture) is not on the
  /// page: the heading after it is the title.
  @Test func spokenLabelsAreNoPageText() throws {
    let source = """
      struct WelcomeFlow: View {
        @State var page = 0
        var body: some View {
          TabView(selection: $page) {
            VStack {
              Image(systemName: "leaf").accessibilityLabel(Text("Garden app icon"))
              Text("Meet your garden").font(.title).accessibilityHint(Text("Introduction"))
              Text("Plan the beds, then plant.")
            }.tag(0)
            VStack {
              Text("Track every sprout").font(.title)
              Text("A photo a week shows it grow.")
            }.tag(1)
          }
          .tabViewStyle(.page)
        }
      }
      """
    let flow = try #require(flows(["/app/Onboarding/WelcomeFlow.swift": source]).first)
    #expect(flow.pages.map(\.title?.literal) == ["Meet your garden", "Track every sprout"])
    #expect(flow.pages.map(\.description?.literal) == ["Plan the beds, then plant.", "A photo a week shows it grow."])
  }

  /// A `ForEach`'s texts are rows (a numbered checklist set larger than the heading), not a page's title or text;
  /// a text beside the `ForEach` still is.
  @Test func rowsOfAForEachAreNoPageText() throws {
    let source = """
      struct SetupFlow: View {
        @State var step = 0
        let chores = ["Water", "Prune"]
        var body: some View {
          TabView(selection: $step) {
            VStack {
              Text("Your first week").font(.headline)
              ForEach(Array(chores.enumerated()), id: \\.offset) { index, chore in
                HStack {
                  Image(systemName: "checkmark.circle")
                  Text("\\(index + 1). \\(chore)").font(.largeTitle)
                }
              }
            }.tag(0)
            VStack {
              Text("All set").font(.title)
              Text("Come back tomorrow")
            }.tag(1)
          }
          .tabViewStyle(.page)
        }
      }
      """
    let flow = try #require(flows(["/app/Onboarding/SetupFlow.swift": source]).first)
    #expect(flow.pages.map(\.title?.literal) == ["Your first week", "All set"])
    #expect(flow.pages[0].description == nil && flow.pages[0].icon == nil && flow.pages[0].symbols.isEmpty)
    #expect(flow.pages[1].description?.literal == "Come back tomorrow")
  }

  /// A page's only text is its title where the view sets it as a heading (or it is short); a long paragraph in
  /// body type, a text in the secondary colour, and an unread one beside the app's own header view given a value
  /// the tool does not read are the page's text, not its title. A literal the header is given and shows
  /// (`Header(title: "Welcome")`) is the page's heading.
  @Test func aPagesOnlyTextIsItsTitleOnlyWhereItReadsAsOne() throws {
    let paragraph = "This is the home screen where you see how far you have come today and how many days in a row."
    let source = """
      struct Header: View {
        let title: String
        var body: some View { Text(title).font(.largeTitle) }
      }
      struct PageOne: View {
        var body: some View { VStack { Image("home"); Text("\(paragraph)").font(.system(size: 20, weight: .medium)) } }
      }
      struct PageTwo: View {
        var body: some View { VStack { Header(title: "Welcome"); Text("Build your own shelf").foregroundStyle(.secondary) } }
      }
      struct PageThree: View {
        var body: some View { VStack { Header(title: feedName); Text("Copy the link").font(Typography.body) } }
      }
      struct PageFour: View {
        var body: some View { VStack { Text("\(paragraph)").font(.title.bold()) } }
      }
      struct PageFive: View {
        var body: some View { VStack { Image("done"); Text("All set") } }
      }
      \(Self.tour(["PageOne", "PageTwo", "PageThree", "PageFour", "PageFive"]))
      """
    let flow = try #require(flows(["/app/Onboarding/Tour.swift": source]).first)
    #expect(flow.pages.map(\.title?.literal) == [nil, "Welcome", nil, paragraph, "All set"])
    #expect(
      flow.pages.map(\.description?.literal) == [paragraph, "Build your own shelf", "Copy the link", nil, nil])
    // In a face of another design the size and weight still tell body text from a heading.
    let rounded = source.replacingOccurrences(
      of: ".font(.system(size: 20, weight: .medium))",
      with: ".font(.system(size: 20, weight: .medium, design: .rounded))")
    let roundedFlow = try #require(flows(["/app/Onboarding/Tour.swift": rounded]).first)
    #expect(roundedFlow.pages.first?.title == nil && roundedFlow.pages.first?.description?.literal == paragraph)
  }

  /// A page whose texts are all body text has a heading only where the first is short: an instruction paragraph
  /// under a step number, then a short line, is the page's text and nothing its title; a short first line is.
  @Test func aParagraphInBodyTypeAboveAShortLineIsNoHeading() throws {
    let paragraph = "Open the website in your browser and make a new key with the button that looks like this one."
    let source = """
      struct StepBadge: View {
        let step: Int
        var body: some View { Circle().frame(width: 40, height: 40) }
      }
      struct StepOne: View {
        var body: some View {
          VStack { StepBadge(step: 1); Text("\(paragraph)").frame(maxWidth: 300); Image("keyButton"); Text("Then come back") }
        }
      }
      struct StepTwo: View {
        var body: some View { VStack { StepBadge(step: 2); Text("Paste the key"); Text("\(paragraph)") } }
      }
      \(Self.tour(["StepOne", "StepTwo"]))
      """
    let flow = try #require(flows(["/app/Onboarding/Tour.swift": source]).first)
    #expect(flow.pages.map(\.title?.literal) == [nil, "Paste the key"])
    #expect(flow.pages.map(\.description?.literal) == [paragraph, paragraph])
  }

  /// Where every text of a page is set alike (a help page's lines, all in one bold face the stack sets), the first
  /// is a heading by its place alone: a long first sentence is the page's text, not a title too long; a short first
  /// line is the title, and so is a long one set larger than the rest. A long sentence set bold at a body size is
  /// emphasised text, not a heading.
  @Test func aLongFirstLineSetLikeTheRestIsNoHeading() throws {
    let sentence = "Tap the arrow when the watcher looks away, and stop before it turns around again."
    let source = """
      struct HelpOne: View {
        var body: some View {
          VStack { Text("\(sentence)"); Image("arrow"); Text("Reach the end to win.") }
            .font(.custom("Marker-Bold", size: 18))
        }
      }
      struct HelpTwo: View {
        var body: some View {
          VStack { Text("Settings"); Text("Change the time limit in the menu.") }.font(.custom("Marker-Bold", size: 18))
        }
      }
      struct HelpThree: View {
        var body: some View {
          VStack {
            Text("\(sentence)").font(.custom("Marker-Bold", size: 26))
            Text("Reach the end to win.").font(.custom("Marker-Bold", size: 18))
          }
        }
      }
      struct HelpFour: View {
        var body: some View {
          VStack { Image("runner"); Text("\(sentence)").font(.custom("Marker-Bold", size: 15)) }
        }
      }
      struct HelpFive: View {
        var body: some View {
          VStack { Image("runner"); Text("\(sentence.dropLast())").font(.custom("Marker-Bold", size: 15)) }
        }
      }
      \(Self.tour(["HelpOne", "HelpTwo", "HelpThree", "HelpFour", "HelpFive"]))
      """
    let flow = try #require(flows(["/app/Onboarding/Help.swift": source]).first)
    // A long sentence set bold at a body size is emphasised text (HelpFour); without its full stop it may be a
    // heading (HelpFive).
    #expect(flow.pages.map(\.title?.literal) == [nil, "Settings", sentence, nil, String(sentence.dropLast())])
    #expect(flow.pages[0].description?.literal == sentence)
    #expect(flow.pages[2].description?.literal == "Reach the end to win.")
  }

  /// A page built inside a container view of the app's own that is handed its heading
  /// (`TutorialPage(title: "Welcome!") { … }`, whose body draws `Text(self.title).bold()` above the content) has
  /// that heading as its title, not the first paragraph of the content. A literal the container never shows in a
  /// `Text` (`accessibilityName:`) is no text of the page, and neither is a `subtitle:` it shows beside a title it
  /// draws some other way: that is no heading.
  @Test func aHeadingHandedToTheAppsContainerViewIsThePagesTitle() throws {
    let source = """
      struct TutorialPage<Content: View>: View {
        let title: String
        let accessibilityName: String
        let content: Content
        init(title: String, accessibilityName: String = "", @ViewBuilder _ content: () -> Content) {
          self.title = title
          self.accessibilityName = accessibilityName
          self.content = content()
        }
        var body: some View {
          VStack { HStack { Text(self.title).bold(); Spacer() }; content }
        }
      }
      struct StepOne: View {
        var body: some View {
          TutorialPage(title: "Welcome!") {
            Text("This app helps you compare the proportions of the faces in your photos with a model.")
            Image("overlay")
          }
        }
      }
      struct StepTwo: View {
        var body: some View {
          TutorialPage(title: "Scaling", accessibilityName: "Scaling the model by pinching") {
            Text("Pinch with two fingers to make the model larger or smaller until it fits.")
          }
        }
      }
      struct Tour: View {
        var body: some View {
          TabView {
            StepOne()
            StepTwo()
          }
          .tabViewStyle(.page)
        }
      }
      """
    let flow = try #require(flows(["/app/Tutorial/Tour.swift": source]).first)
    #expect(flow.pages.map(\.title?.literal) == ["Welcome!", "Scaling"])
    let pairing = """
      struct TextPairing: View {
        let title: String
        let subtitle: String
        var body: some View { VStack { LabelView(text: title); Text(subtitle).font(.title3) } }
      }
      struct StepOne: View {
        var body: some View { VStack { TextPairing(title: "Your feed", subtitle: "Follow friends to fill it"); Text("Copy the link") } }
      }
      struct StepTwo: View {
        var body: some View { VStack { TextPairing(title: "Done", subtitle: "Nothing else to set up"); Text("Enjoy it") } }
      }
      struct Tour: View {
        var body: some View { TabView { StepOne(); StepTwo() }.tabViewStyle(.page) }
      }
      """
    let paired = try #require(flows(["/app/Tutorial/Tour.swift": pairing]).first)
    #expect(
      paired.pages.allSatisfy {
        $0.title?.literal != "Follow friends to fill it" && $0.title?.literal != "Nothing else to set up"
      })
    #expect(
      flow.pages.map(\.description?.literal) == [
        "This app helps you compare the proportions of the faces in your photos with a model.",
        "Pinch with two fingers to make the model larger or smaller until it fits.",
      ])
  }

  /// A container handed a heading and its text (`StepContainer(title: "…", subtitle: "…") { … }`, drawing
  /// `Text(title)` and `Text(subtitle)`) shows them as the page's title and description, not a warning its content
  /// shows only on some condition. Held as a `String`, they are drawn as written, no localization key; held as a
  /// `LocalizedStringKey`, they are keys.
  @Test func aHeadingAndItsTextHandedToAContainerAreThePagesTexts() throws {
    func source(_ type: String) -> String {
      """
      struct StepContainer<Content: View>: View {
        let title: \(type)
        let subtitle: \(type)
        @ViewBuilder let content: Content
        var body: some View { VStack { Text(title).font(.largeTitle); Text(subtitle); content } }
      }
      struct LocationStep: View {
        @State private var denied = false
        var body: some View {
          StepContainer(title: "Enable Location", subtitle: "Weather for where you are.") {
            if denied { Text("The app needs location access to show the weather where you are; open Settings.") }
          }
        }
      }
      struct AlertsStep: View {
        var body: some View {
          StepContainer(title: "Weather Alerts", subtitle: "Know before the storm.") { Toggle("On", isOn: .constant(true)) }
        }
      }
      struct Tour: View {
        var body: some View { TabView { LocationStep(); AlertsStep() }.tabViewStyle(.page) }
      }
      """
    }
    let verbatim = try #require(flows(["/app/Onboarding/Tour.swift": source("String")]).first)
    #expect(verbatim.pages.map(\.title?.literal) == ["Enable Location", "Weather Alerts"])
    #expect(verbatim.pages.map(\.description?.literal) == ["Weather for where you are.", "Know before the storm."])
    #expect(verbatim.pages.allSatisfy { $0.title?.localization == nil && $0.description?.localization == nil })
    let keyed = try #require(flows(["/app/Onboarding/Tour.swift": source("LocalizedStringKey")]).first)
    #expect(keyed.pages.map(\.title?.localization?.key) == ["Enable Location", "Weather Alerts"])
  }

  /// A text handed to a view of the app's own by a label that names no role (`titel:`, a spelling of another
  /// language) is the page's heading where that view draws it as one (`Text(titel).font(.largeTitle)`): the app's
  /// name above it on every page is chrome, not each page's title. Handed by such a label and drawn as a footnote,
  /// it is no heading.
  @Test func aTextAViewDrawsAsAHeadingIsThePagesTitleWhateverItsLabel() throws {
    func source(_ font: String) -> String {
      """
      struct TextBlock: View {
        var titel: String
        var bodyText: String
        var body: some View {
          VStack { Text(titel).font(\(font)).fontWeight(.bold); Text(bodyText).font(.footnote) }
        }
      }
      struct StepOne: View {
        var body: some View {
          VStack { Text("Pawprint").font(.title3).fontWeight(.bold); TextBlock(titel: "Walks", bodyText: "Log every walk.") }
        }
      }
      struct StepTwo: View {
        var body: some View {
          VStack { Text("Pawprint").font(.title3).fontWeight(.bold); TextBlock(titel: "Meals", bodyText: "Plan meals.") }
        }
      }
      \(Self.tour(["StepOne", "StepTwo"]))
      """
    }
    let headed = try #require(flows(["/app/Onboarding/Tour.swift": source(".largeTitle")]).first)
    #expect(headed.pages.map(\.title?.literal) == ["Walks", "Meals"])
    let footnote = try #require(flows(["/app/Onboarding/Tour.swift": source(".caption2")]).first)
    #expect(footnote.pages.allSatisfy { $0.title?.literal != "Walks" && $0.title?.literal != "Meals" })
  }

  /// A text that interpolates the view's live choice (`Text("\\(weight) lbs")` over `@State var weight`) shows what
  /// the user picked, not the page's copy: no description of the page. A text interpolating a plain property the
  /// page is given is still its (unread) description.
  @Test func aTextShowingTheUsersLiveChoiceIsNoPageText() throws {
    func source(_ attribute: String) -> String {
      """
      struct WeightStep: View {
        \(attribute) var weight: Int = 140
        var body: some View {
          VStack { Text("What is your weight?").font(.largeTitle).bold(); Text("\\(weight) lbs").font(.title) }
        }
      }
      struct GoalStep: View {
        var body: some View { VStack { Text("Your goal").font(.largeTitle).bold(); Text("Pick one.") } }
      }
      \(Self.tour(["WeightStep", "GoalStep"]))
      """
    }
    let live = try #require(flows(["/app/Onboarding/Tour.swift": source("@State private")]).first)
    #expect(live.pages[0].title?.literal == "What is your weight?")
    #expect(live.pages[0].description == nil)
    let given = try #require(flows(["/app/Onboarding/Tour.swift": source("let")]).first)
    #expect(given.pages[0].description != nil)
  }

  /// A text that interpolates the state the view observes (`Text("\\(Int(vm.calories)) kcal")` over `@Bindable var
  /// vm`, large as a heading) shows what the app computed: the page's literal heading is its title. Near miss: a
  /// plain property the page is given keeps the interpolation as the page's (unread) title.
  @Test func aTextShowingObservedStateIsNoPageText() throws {
    func source(_ attribute: String) -> String {
      """
      final class PlanModel { var calories = 2100.0 }
      struct PlanStep: View {
        \(attribute) var vm: PlanModel
        var body: some View {
          VStack {
            Text("Your daily plan").font(.title).bold()
            Text("\\(Int(vm.calories)) kcal").font(.system(size: 48, weight: .bold))
          }
        }
      }
      struct GoalStep: View {
        var body: some View { VStack { Text("Your goal").font(.largeTitle).bold(); Text("Pick one.") } }
      }
      \(Self.tour(["PlanStep", "GoalStep"]))
      """
    }
    let observed = try #require(flows(["/app/Onboarding/Tour.swift": source("@Bindable")]).first)
    #expect(observed.pages[0].title?.literal == "Your daily plan")
    let given = try #require(flows(["/app/Onboarding/Tour.swift": source("let")]).first)
    #expect(given.pages[0].title?.literal == nil)
  }

  /// A line set in parts (`HStack(spacing: 0) { Text("To "); Text("2.2 billion").bold(); Text(" people,") }`) is
  /// the one text it shows, its spaces between the parts, set as its first part is; a stack of an icon and a text is
  /// no such line.
  @Test func aLineOfTextsInAStackIsOneText() throws {
    let source = """
      struct FactPage: View {
        var body: some View {
          VStack {
            HStack(spacing: 0) { Text("To "); Text("2.2 billion").bold(); Text(" people,") }
            Text("the world looks like this.")
          }
          .font(.title2.weight(.semibold))
        }
      }
      struct IconPage: View {
        var body: some View { VStack { HStack { Image(systemName: "eye"); Text("See it ") }; Text("Clearly.") } }
      }
      struct StatPage: View {
        var body: some View {
          VStack {
            Image("classroom")
            HStack(spacing: 0) {
              Text("In many countries, ")
              Text("one in three children").bold()
              Text(" struggles with vision nobody has corrected.")
            }
          }
          .font(.body)
        }
      }
      \(Self.tour(["FactPage", "IconPage", "StatPage"]))
      """
    let flow = try #require(flows(["/app/Onboarding/Tour.swift": source]).first)
    #expect(flow.pages[0].title?.literal == "To 2.2 billion people,")
    #expect(flow.pages[1].title?.literal == "See it ")
    // Set in body type, as its first part is: a paragraph, no title.
    #expect(flow.pages[2].title == nil)
  }

  /// `Text("…new ") + Text("ITEM").bold()` is one text set in parts: its literals joined as written, with no stray
  /// space for text-whitespace to report; a part that is no plain literal leaves the whole unread. The near miss:
  /// the same parts as separate statements are separate texts.
  @Test func textsJoinedWithPlusAreOneText() throws {
    let source = """
      struct AddPage: View {
        var body: some View {
          VStack {
            Text("Start by adding a new ") +
            Text("ITEM").fontWeight(.black)
            Text("It keeps your upkeep in one place.")
          }
          .font(.title2.weight(.semibold))
        }
      }
      struct WeekPage: View {
        let minutes: Int
        var body: some View {
          VStack {
            Text("That's ").foregroundColor(.white) + Text("\\(minutes * 7) minutes") + Text(" in your first week!")
          }
          .font(.title2.weight(.semibold))
        }
      }
      struct SplitPage: View {
        var body: some View {
          VStack {
            Text("Plan your walks")
            Text("Every morning").fontWeight(.black)
          }
          .font(.title2.weight(.semibold))
        }
      }
      \(Self.tour(["AddPage", "WeekPage", "SplitPage"]))
      """
    let flow = try #require(flows(["/app/Onboarding/Tour.swift": source]).first)
    #expect(flow.pages[0].title?.literal == "Start by adding a new ITEM")
    #expect(flow.pages[0].description?.literal == "It keeps your upkeep in one place.")
    #expect(flow.pages[1].title?.literal == nil)
    #expect(flow.pages[1].description?.literal == nil)
    #expect(flow.pages[2].title?.literal == "Plan your walks")
  }

  /// A page's only text set as body text under an icon is its heading where it is short; a localization key there
  /// (`label.notification_request`) may hold a paragraph of any length, so it is the page's text, no title.
  @Test func aKeyAloneInBodyTypeIsNoHeading() throws {
    func page(_ text: String) -> String {
      """
      struct NoticePage: View {
        var body: some View { VStack { Image(systemName: "bell"); Text("\(text)").fontWeight(.light) } }
      }
      struct WelcomePage: View {
        var body: some View { VStack { Text("Welcome").font(.largeTitle) } }
      }
      \(Self.tour(["WelcomePage", "NoticePage"]))
      """
    }
    let keyed = try #require(flows(["/app/Onboarding/Tour.swift": page("label.notification_request")]).first)
    #expect(keyed.pages[1].title == nil)
    #expect(keyed.pages[1].description?.literal == "label.notification_request")
    let short = try #require(flows(["/app/Onboarding/Tour.swift": page("Stay in the loop")]).first)
    #expect(short.pages[1].title?.literal == "Stay in the loop")
  }

  /// A helper the view calls once per row (`summaryRow(label: …, value: Text(plan))`) draws rows: the texts it is
  /// given are no page's description. Called once, what it is given is the page's.
  @Test func textsGivenToAHelperCalledPerRowAreRows() throws {
    func source(rows: String) -> String {
      """
      struct SummaryPage: View {
        let plan: String
        let city: String
        var body: some View {
          VStack {
            Text("All set").font(.title2).bold()
            \(rows)
          }
        }
        func summaryRow(label: String, value: Text) -> some View { HStack { Text(label); value } }
      }
      struct WelcomePage: View {
        var body: some View { VStack { Text("Welcome").font(.title); Text("Plan your trips") } }
      }
      \(Self.tour(["WelcomePage", "SummaryPage"]))
      """
    }
    let rows = "summaryRow(label: \"Plan\", value: Text(plan)); summaryRow(label: \"City\", value: Text(city))"
    let listed = try #require(flows(["/app/Onboarding/Tour.swift": source(rows: rows)]).first)
    #expect(listed.pages.map(\.title?.literal) == ["Welcome", "All set"])
    #expect(listed.pages[1].description == nil)
    let once = try #require(
      flows(["/app/Onboarding/Tour.swift": source(rows: "summaryRow(label: \"Plan\", value: Text(\"Your plan\"))")])
        .first)
    #expect(once.pages[1].description?.literal == "Your plan")
  }

  /// An image field the views extend into the names they draw (`Image("\(topic.imageName) \(i + 1)")`) names no
  /// image itself: "Add list" is the start of "Add list 1", "Add list 2"; drawn whole, it is the page's image.
  @Test func anImageFieldThatStartsLongerNamesNamesNoImage() throws {
    func source(_ drawing: String) -> String {
      """
      enum Tutorial: CaseIterable {
        case addList, share
        var title: String {
          switch self {
          case .addList: "Add a list"
          case .share: "Share it"
          }
        }
        var imageName: String {
          switch self {
          case .addList: "Add list"
          case .share: "Share"
          }
        }
      }
      struct TutorialView: View {
        @State var page = Tutorial.addList
        var body: some View {
          TabView(selection: $page) {
            ForEach(Tutorial.allCases, id: \\.self) { topic in
              VStack { Text(topic.title); ForEach(0..<3) { i in \(drawing) } }.tag(topic)
            }
          }
          .tabViewStyle(.page)
        }
      }
      """
    }
    let built = try #require(
      flows(["/app/Tutorial/TutorialView.swift": source("Image(\"\\(topic.imageName) \\(i + 1)\")")]).first)
    #expect(built.pages.map(\.title?.literal) == ["Add a list", "Share it"])
    #expect(built.pages.allSatisfy { $0.illustrations.isEmpty && $0.icon == nil })
    let whole = try #require(flows(["/app/Tutorial/TutorialView.swift": source("Image(topic.imageName)")]).first)
    #expect(
      whole.pages.flatMap(\.illustrations).compactMap(\.literal) == [.catalogName("Add list"), .catalogName("Share")])
  }

  /// `resolvedImageName(for: baseName)` builds the drawn name from the field (`base + "_dark"`): the field names no
  /// image, and its page is still a page. The near miss: the field handed to the card as it is names its image.
  @Test func anImageFieldHandedToANameBuilderNamesNoImage() throws {
    func source(_ argument: String) -> String {
      """
      struct TourView: View {
        struct Page: Identifiable {
          let id = UUID()
          let imageName: String
          let title: String
        }
        @Environment(\\.colorScheme) private var scheme
        @State private var selection = 0
        private let pages: [Page] = [
          .init(imageName: "tour_tap", title: "Tap to start"),
          .init(imageName: "tour_drag", title: "Drag to set"),
        ]
        func resolvedImageName(for base: String) -> String {
          let suffix = scheme == .dark ? "_dark" : "_light"
          return base + suffix
        }
        var body: some View {
          TabView(selection: $selection) {
            ForEach(pages.indices, id: \\.self) { i in
              let baseName = pages[i].imageName
              TourCard(imageName: \(argument), title: pages[i].title).tag(i)
            }
          }
          .tabViewStyle(.page)
        }
      }
      struct TourCard: View {
        let imageName: String
        let title: String
        var body: some View { VStack { Image(imageName); Text(title) } }
      }
      """
    }
    let built = try #require(flows(["/app/Tour/TourView.swift": source("resolvedImageName(for: baseName)")]).first)
    #expect(built.pages.map(\.title?.literal) == ["Tap to start", "Drag to set"])
    #expect(built.pages.allSatisfy { $0.illustrations.isEmpty && $0.icon == nil && $0.background == nil })
    let named = try #require(flows(["/app/Tour/TourView.swift": source("baseName")]).first)
    #expect(named.pages.flatMap(\.assetReferences).map(\.name.written) == ["tour_tap", "tour_drag"])
  }

  private static let oldTour = """
    struct OldTourView: View {
      @State var page = 0
      var body: some View {
        TabView(selection: $page) {
          Text("Plan your walks").tag(0)
          Text("Meet other owners").tag(1)
        }
        .tabViewStyle(.page)
      }
    }
    #Preview { OldTourView() }
    """

  /// A view only its preview builds shows its pages to nobody, once the app's entry shows what the app builds.
  @Test func aFlowOnlyAPreviewBuildsIsNoFlowOfTheApp() {
    let app = "@main struct WalkApp: App { var body: some Scene { WindowGroup { HomeView() } } }"
    let unbuilt = flows([
      "/app/WalkApp.swift": app, "/app/Home.swift": "struct HomeView: View { var body: some View { Text(\"Hi\") } }",
      "/app/Onboarding/OldTourView.swift": Self.oldTour,
    ])
    #expect(unbuilt.isEmpty)
    // Its pager, once no flow is read from it, is no unread onboarding either.
    var files = [
      SwiftContentLoader.read(path: "/app/WalkApp.swift", source: app),
      SwiftContentLoader.read(
        path: "/app/Onboarding/OldTourView.swift",
        source: Self.oldTour.replacingOccurrences(of: "Text(\"Plan your walks\").tag(0)", with: "PageOne()")),
    ]
    #expect(SwiftContentLoader.recognise(&files, schema: .default, root: "/app").isEmpty)
    let built = flows([
      "/app/WalkApp.swift": app,
      "/app/Home.swift": "struct HomeView: View { var body: some View { OldTourView() } }",
      "/app/Onboarding/OldTourView.swift": Self.oldTour,
    ])
    #expect(built.count == 1)
    #expect(flows(["/app/Onboarding/OldTourView.swift": Self.oldTour]).count == 1, "no app entry: not known")
  }

  /// Pages shown both by the app's own walkthrough and by an old paged view nobody builds are drawn by the first:
  /// the unbuilt view's fonts and insets are no page view of the app. Once the app builds the old view, it is.
  @Test func aPagerNobodyBuildsDrawsNoPageOfTheFlow() throws {
    let pages = """
      struct Intro: Identifiable { let id = UUID(); let title: String; let image: String }
      let intros = [Intro(title: "Plan your walks", image: "walk"), Intro(title: "Meet other owners", image: "owners")]
      """
    let oldPager = """
      struct OldPager: View {
        var body: some View {
          TabView { ForEach(intros) { intro in OldPage(title: intro.title) } }.tabViewStyle(.page)
        }
      }
      struct OldPage: View {
        let title: String
        var body: some View { Text(title).font(.title).padding(.horizontal, 40) }
      }
      #Preview { OldPager() }
      """
    let walkthrough = """
      struct Walkthrough: View {
        var body: some View {
          ScrollView(.horizontal) { HStack { ForEach(intros) { intro in Text(intro.title).font(.largeTitle) } } }
        }
      }
      """
    func flow(home: String) throws -> Flow {
      try #require(
        flows([
          "/app/WalkApp.swift": "@main struct WalkApp: App { var body: some Scene { WindowGroup { \(home) } } }",
          "/app/Onboarding/Intro.swift": pages, "/app/Onboarding/OldPager.swift": oldPager,
          "/app/Onboarding/Walkthrough.swift": walkthrough,
        ]).first)
    }
    #expect(try flow(home: "Walkthrough()").pages.allSatisfy { $0.view?.viewType != "OldPage" })
    #expect(try flow(home: "VStack { Walkthrough(); OldPager() }").pages.first?.view?.viewType == "OldPage")
  }

  /// An array of pages no code reads (declared in a model nobody shows) is shown to nobody; read by a view, it is
  /// the flow. Without the app's entry in the run, the reader may be elsewhere: still a flow.
  @Test func pagesNoCodeReadsAreNoFlow() {
    let model = """
      struct OnboardingContent {
        let pageHeadings = ["Know yourself", "Connect your data", "Ready to explore?"]
        let pageImages = ["intro-1", "intro-2", "intro-3"]
      }
      """
    let app = "@main struct CareApp: App { var body: some Scene { WindowGroup { HomeView() } } }"
    let idle = "struct HomeView: View {\n  let content = OnboardingContent()\n  var body: some View { Text(\"Hi\") }\n}"
    #expect(
      flows(["/app/CareApp.swift": app, "/app/Home.swift": idle, "/app/Onboarding/Content.swift": model]).isEmpty)
    let shown = idle.replacingOccurrences(of: "Text(\"Hi\")", with: "Text(content.pageHeadings[0])")
    #expect(
      flows(["/app/CareApp.swift": app, "/app/Home.swift": shown, "/app/Onboarding/Content.swift": model]).count == 1)
    #expect(flows(["/app/Home.swift": idle, "/app/Onboarding/Content.swift": model]).count == 1)
  }

  /// `pageControl.numberOfPages = viewModel.numberOfPages` copies `viewModel.numberOfPages = pages.count`: one
  /// indicator, which follows the data, not a second one whose count is unknown.
  @Test func aPageControlCopyingAnAssignedCountIsNotASecondIndicator() {
    let source = """
      final class WelcomeViewController: UIViewController {
        let pageControl = UIPageControl()
        let viewModel = WelcomeViewModel()
        override func viewDidLoad() {
          viewModel.numberOfPages = 4
          pageControl.numberOfPages = self.viewModel.numberOfPages
        }
      }
      """
    let counts = SwiftContentLoader.load(path: "/app/Welcome.swift", source: source, schema: .default).capsuleCounts
    #expect(counts.map(\.location.line) == [5])
    #expect(counts.first?.count == .literal(4))
  }

  /// `.scaleEffect(isAnimating ? 1.03 : 0.97)` draws the framed image at most 3% larger; an unknown factor leaves
  /// the size unknown.
  @Test func aLiteralScaleEffectScalesTheFrame() throws {
    let source = """
      struct Hero: View {
        var body: some View {
          Image("logo").resizable().frame(width: 150, height: 100).scaleEffect(pulse ? 1.2 : 0.9)
          Image("mark").resizable().frame(width: 40).scaleEffect(zoom)
        }
      }
      """
    let code = SwiftCode(tokens: SwiftSourceScanner.scan(source).tokens, source: Array(source.utf8), file: "/a.swift")
    let reader = SwiftImageDrawingReader(code: code)
    let drawings = code.occurrences(of: ["Image"]).map(reader.drawing(ofImageAt:))
    #expect(drawings.first??.width == 180)
    #expect(drawings.first??.height == 120)
    // Scaled by a value not read, a resizable image is still drawn scaled, at a size the tool does not know.
    let unknown = try #require(drawings.last ?? nil)
    #expect(unknown.width == nil && unknown.height == nil && unknown.scaling != .natural)
  }

  @Test func aCountedTitleStatesTheBudgetNotAFit() {
    let counted = TitleLengthRule.overBudget(count: 44, max: 40, subject: "The title", configured: false)
    #expect(counted.contains("stands in for two lines") && !counted.contains("so it fits"))
    let chosen = TitleLengthRule.overBudget(count: 44, max: 40, subject: "The title", configured: true)
    #expect(chosen.contains("the `max` of 40 set for title-length"))
  }

  /// `switch page.id { case 1: … case 2: … }` in a view handed one page picks that page's mockup: no flow. The near
  /// miss: the same switch over an observed model's step shows the pages.
  @Test func aSwitchOverAFieldOfTheGivenPageIsNoFlow() {
    func source(_ holder: String, _ subject: String) -> String {
      """
      struct IntroPage: Identifiable { let id: Int; let headline: String }
      final class IntroModel: ObservableObject { @Published var step = 1 }
      struct IntroPageView: View {
        \(holder)
        var body: some View {
          VStack {
            switch \(subject) {
            case 1: Text("Pack your bags").font(.title)
            case 2: Text("Board the plane").font(.title)
            case 3: Text("Land somewhere new").font(.title)
            default: EmptyView()
            }
          }
        }
      }
      """
    }
    #expect(flows(["/app/Intro/IntroPageView.swift": source("let page: IntroPage", "page.id")]).isEmpty)
    let stepped = flows([
      "/app/Intro/IntroPageView.swift": source("@ObservedObject var model: IntroModel", "model.step")
    ])
    #expect(stepped.first?.pages.map(\.title?.literal) == ["Pack your bags", "Board the plane", "Land somewhere new"])
  }

  /// `currentPage += 1` before `if currentPage > 3` compares the next page's index: no last-page check is read
  /// there; the same comparison before the step is one.
  @Test func aComparisonAfterTheStepIsNoLastPageCheck() {
    func checks(_ action: String) -> [LastPageCheck] {
      let source = "struct Tour: View {\n  @State var currentPage = 0\n  func next() {\n\(action)\n  }\n}"
      return SwiftContentLoader.read(path: "/app/Tour.swift", source: source).lastPageChecks
    }
    #expect(checks("    currentPage += 1\n    if currentPage > 3 { finish() }").isEmpty)
    #expect(checks("    if currentPage == 3 { finish() } else { currentPage += 1 }").map(\.value) == [3])
  }

  /// `if currentPage == 2, client != nil { finish() }` ends early under a condition: no check of the last page, nor
  /// is `currentPage == 3 && isCustom` anywhere else.
  @Test func aComparisonWithOtherClausesIsNoLastPageCheck() {
    func checks(_ action: String) -> [Int] {
      let source = "struct Tour: View {\n  @State var currentPage = 0\n  func next() {\n\(action)\n  }\n}"
      return SwiftContentLoader.read(path: "/app/Tour.swift", source: source).lastPageChecks.map(\.value)
    }
    #expect(checks("    if currentPage == 2, client != nil { finish() }").isEmpty)
    #expect(checks("    if hasAccount && currentPage == 2 { finish() }").isEmpty)
    #expect(checks("    guard currentPage < 3 || skipped else { return }").isEmpty)
    #expect(checks("    if currentPage == 3 { finish() }\n    let done = (currentPage == 3)").map { $0 } == [3, 3])
    #expect(checks("    if isLast(currentPage == 3), ready { finish() }").isEmpty)
    // Outside a condition too (WRKT's planner: step 3 while customizing shows a per-day Next button).
    #expect(checks("    let showsDayButton = currentPage == 3 && !isCustom && wantsToCustomize != nil").isEmpty)
    #expect(checks("    let label = wantsHelp || currentPage == 2 ? \"Help\" : \"Next\"").isEmpty)
    #expect(checks("    let isLastPage = currentPage == 3\n    return isLastPage && ready") == [3])
  }

  /// `.foregroundColor(page == 2 ? .white : .gray)` picks the second dot's look: no last-page check; a label that
  /// changes on the last page is one.
  @Test func aComparisonThatStylesADotIsNoLastPageCheck() {
    func checks(_ view: String) -> [Int] {
      let source = "struct Tour: View {\n  @State var page = 1\n  var body: some View {\n\(view)\n  }\n}"
      return SwiftContentLoader.read(path: "/app/Tour.swift", source: source).lastPageChecks.map(\.value)
    }
    #expect(checks("    Circle().foregroundColor(page == 2 ? .white : .white.opacity(0.5))").isEmpty)
    #expect(checks("    Capsule().fill(page == 3 ? Color.white : Color.gray).frame(width: page == 3 ? 20 : 8)").isEmpty)
    #expect(checks("    Button(page == 3 ? \"Start\" : \"Next\") { next() }") == [3])
    #expect(checks("    LottieView(name: \"walk\").offset(x: 0, y: page == 4 ? -40 : 0)").isEmpty)
  }

  /// A comparison whose choice or block moves the page back (`page = page > 2 ? page - 1 : 1`, `if page > 0 {
  /// page -= 1 }`) is the back button's bound at the first page, not a check of the last; one that moves on or
  /// finishes is.
  @Test func aBackButtonsBoundIsNoLastPageCheck() {
    func checks(_ action: String) -> [Int] {
      let source = "struct Tour: View {\n  @State var page = 1\n  func back() {\n\(action)\n  }\n}"
      return SwiftContentLoader.read(path: "/app/Tour.swift", source: source).lastPageChecks.map(\.value)
    }
    #expect(checks("    page = page > 2 ? page - 1 : 1").isEmpty)
    #expect(checks("    if page > 0 { page -= 1 }").isEmpty)
    #expect(checks("    if page > 0 { self.page = page - 1 }").isEmpty)
    #expect(checks("    if page == 3 { finish() } else { page += 1 }") == [3])
  }

  /// A `switch page` in a button's label picks the button's text per page: it is the control's label, not a second
  /// flow; the `switch page` that shows the pages still is one.
  @Test func aSwitchInAControlsLabelIsNoFlow() throws {
    let source = """
      struct Walkthrough: View {
        @State var page = 0
        var body: some View {
          VStack {
            switch page {
            case 0: Text("What are you looking for?").font(.title2)
            case 1: Text("Where are you looking?").font(.title2)
            default: Text("Which animals?").font(.title2)
            }
            Button {
              if page < 2 { page += 1 }
            } label: {
              switch page {
              case 0: Text("Let's go!")
              case 1: Text("Next")
              default: Text("")
              }
            }
          }
        }
      }
      """
    let found = flows(["/app/Walkthrough/Walkthrough.swift": source])
    #expect(found.map(\.pages.count) == [3])
    #expect(
      found.first?.pages.map(\.title?.literal) == [
        "What are you looking for?", "Where are you looking?", "Which animals?",
      ])
  }

  /// A `switch` over the routes of a welcome screen's navigation stack picks the screen pushed, not a page; the
  /// same switch in the view's body is a flow of steps.
  @Test func aSwitchInANavigationDestinationIsNoFlow() {
    func source(_ body: String) -> String {
      """
      enum WelcomeRoute: Hashable { case createAccount, importAccount, verify }
      struct WelcomeScreen: View {
        @State var route = WelcomeRoute.createAccount
        var body: some View {
          \(body)
        }
      }
      """
    }
    let arms = """
      switch route {
          case .createAccount: Text("Create your account")
          case .importAccount: Text("Import an account")
          case .verify: Text("Verify your key")
          }
      """
    let pushed = source(
      "NavigationStack { Text(\"Hi\") }.navigationDestination(for: WelcomeRoute.self) { route in \(arms) }")
    #expect(flows(["/app/Welcome/WelcomeScreen.swift": pushed]).isEmpty)
    #expect(flows(["/app/Welcome/WelcomeScreen.swift": source(arms)]).map(\.pages.count) == [3])
  }

  /// `var featureTitle: String { step == 1 ? "home.title" : "progress.title" }` picks the text of one page for a page
  /// text property: no last-page check. A button's title chosen the same way (`var buttonTitle`) still is one.
  @Test func aComparisonChoosingAPagesTextIsNoLastPageCheck() {
    func checks(_ property: String) -> [Int] {
      let source = """
        struct FeatureTour: View {
          @State var step = 0
          private var \(property): String {
            step == 1 ? "feature.home.title".localized : "feature.progress.title".localized
          }
          var body: some View { Text(\(property)) }
        }
        """
      return SwiftContentLoader.read(path: "/app/Onboarding/FeatureTour.swift", source: source).lastPageChecks
        .map(\.value)
    }
    #expect(checks("featureTitle").isEmpty)
    #expect(checks("featureSubtitle").isEmpty)
    #expect(checks("buttonTitle") == [1])
  }

  /// A view that finds its last page from the data (`currentIndex < slides.count - 1`, `totalSteps - 1`) picks one
  /// page with a literal (`if currentIndex == 1 { SwipeDemo() }`): no last-page check; without the count comparison, it is one.
  @Test func aLiteralInAViewThatComparesWithTheCountPicksAPage() {
    func checks(_ body: String) -> [Int] {
      let source = """
        struct Tour: View {
          @State var currentIndex = 0
          let slides = ["a", "b", "c"]
          var body: some View {
        \(body)
          }
        }
        struct Other: View {
          @State var currentIndex = 0
          var body: some View { Button(currentIndex == 2 ? "Start" : "Next") {} }
        }
        """
      return SwiftContentLoader.read(path: "/app/Tour.swift", source: source).lastPageChecks.map(\.value)
    }
    #expect(checks("    if currentIndex == 1 { SwipeDemo() }") == [1, 2])
    let withCount =
      "    if currentIndex == 1 { SwipeDemo() }\n    Button(currentIndex < slides.count - 1 ? \"Next\" : \"Start\") {}"
    #expect(checks(withCount) == [2], "the other view's check is still read")
    #expect(
      checks("    if currentIndex == 1 { SwipeDemo() }\n    Text(\"\\(currentIndex + 1) of \\(slides.count)\")") == [
        1, 2,
      ])
    // The last index of a named number (`totalSteps - 1`) finds the last page as the count does; a number less
    // another (`currentIndex < totalSteps - skipped`) is no last index.
    let withTotal =
      "    if currentIndex == 1 { SwipeDemo() }\n    Button(currentIndex < totalSteps - 1 ? \"Next\" : \"Start\") {}"
    #expect(checks(withTotal) == [2])
    let withOther =
      "    if currentIndex == 1 { SwipeDemo() }\n    Button(currentIndex < totalSteps - skipped ? \"Next\" : \"Start\") {}"
    #expect(checks(withOther) == [1, 2])
  }

  /// `currentStep == finalStep` after `let finalStep = skipsHeight ? 3 : 4` compares with each value the constant
  /// may hold: checks marked as read through a name (they tell the view's last page, and are never reported). Near
  /// misses: a constant that is no integer, or one declared after the comparison, gives none.
  @Test func aComparisonWithALocalConstantIsReadThroughIt() {
    func checks(_ declaration: String) -> [String] {
      let source = """
        struct Tour: View {
          @State var currentStep = 0
          var skipsHeight = false
          func next() {
            \(declaration)
            if currentStep == finalStep { finish() } else { advance() }
          }
          var body: some View { Text("Steps") }
        }
        """
      return SwiftContentLoader.read(path: "/app/Tour.swift", source: source).lastPageChecks.map {
        "\($0.value)\($0.isThroughName ? " named" : "")"
      }
    }
    #expect(checks("let finalStep = skipsHeight ? 3 : 4") == ["3 named", "4 named"])
    #expect(checks("let finalStep = 4") == ["4 named"])
    #expect(checks("let finalStep = pages.count - 1").isEmpty)
    #expect(checks("").isEmpty)
  }

  /// A variable a page's own view steps (a tutorial page's `tapSequence += 1`) is that page's state: its
  /// comparisons are no checks of the flow's last page, where the pager has no selection of its own.
  @Test func aPageViewsOwnStepsAreNotTheFlowsIndex() throws {
    let pager = """
      struct IntroView: View {
        var body: some View {
          TabView { StepsPage(); PlainPage(title: "Two"); PlainPage(title: "Three") }.tabViewStyle(.page)
        }
      }
      struct PlainPage: View { let title: String; var body: some View { Text(title).font(.title) } }
      """
    let page = """
      struct StepsPage: View {
        @State var tapSequence = 1
        var body: some View {
          Text("Tap the arrow").font(.title)
          if tapSequence == 2 { Text("👉") }
          Button("›") { tapSequence += 1 }
        }
      }
      """
    let flow = try #require(
      flows(["/app/Tutorial/IntroView.swift": pager, "/app/Tutorial/StepsPage.swift": page]).first)
    #expect(flow.pages.count == 3)
    #expect(flow.lastPageChecks.isEmpty)
  }

  /// Pages shown by an `if … else if` chain end with it: a separate `if page == 4 { HomeView() }` after it is
  /// where the flow hands over. Pages shown by separate `if`s alone are one flow.
  @Test func aSeparateIfAfterAnElseChainIsNoPage() throws {
    let pages = """
      struct Slide: View { let title: String; var body: some View { Text(title).font(.title) } }
      struct HomeView: View { var body: some View { Text("Feed") } }
      """
    let chained = """
      struct WelcomeFlow: View {
        @State var page = 1
        var body: some View {
          if page == 1 { Slide(title: "Meet people") } else if page == 2 { Slide(title: "Find events") } else if page == 3 { Slide(title: "Share moments") }
          if page == 4 { HomeView() }
        }
        func next() { page += 1 }
      }
      """
    let flow = try #require(
      flows(["/app/Onboarding/WelcomeFlow.swift": chained, "/app/Onboarding/Views.swift": pages]).first)
    #expect(flow.pages.count == 3)
    #expect(flow.lastPageChecks.isEmpty, "`page == 4` hands over: no check of the last page")
    let separate = chained.replacingOccurrences(of: "} else if", with: "}\n    if")
    let all = try #require(
      flows(["/app/Onboarding/WelcomeFlow.swift": separate, "/app/Onboarding/Views.swift": pages]).first)
    #expect(all.pages.count == 4)
  }

  /// An array a screen maps into table rows (`steps().map { InfoRow(title: $0.title) }`) is one screen's rows, not
  /// pages; mapped into page controllers, it is the flow.
  @Test func dataMappedIntoRowsIsNoFlow() {
    func source(_ built: String) -> String {
      """
      struct Step { let title: String; let subtitle: String; let image: String }
      final class OnboardingStepsController: UIViewController {
        func makeRows() -> [Any] { steps().enumerated().map { index, step in \(built)(title: step.title) } }
        private func steps() -> [Step] {
          [
            Step(title: "Turn it on", subtitle: "One tap", image: "switch"),
            Step(title: "Get alerts", subtitle: "Right away", image: "bell"),
          ]
        }
      }
      """
    }
    #expect(flows(["/app/Onboarding/OnboardingStepsController.swift": source("InfoRow")]).isEmpty)
    #expect(flows(["/app/Onboarding/OnboardingStepsController.swift": source("StepPageController")]).count == 1)
  }

  /// A page view that draws its own `imageName` with `Image(systemName:)` is given SF Symbols: `"bell"` handed to it
  /// is no missing catalog image. Drawn with `Image(imageName)`, it is one.
  @Test func aPageViewsOwnSymbolPropertyTakesSymbols() throws {
    func files(_ drawing: String) -> [ExampleApp.File] {
      let source = """
        import SwiftUI

        struct WelcomeTour: View {
          @State private var page = 0
          var body: some View {
            TabView(selection: $page) {
              TourPage(title: "Stay informed", imageName: "bell").tag(0)
              TourPage(title: "Plan ahead", imageName: "calendar").tag(1)
            }
            .tabViewStyle(.page)
          }
        }

        struct TourPage: View {
          let title: String
          let imageName: String
          var body: some View {
            VStack { \(drawing); Text(title) }
          }
        }
        """
      return [("App/Onboarding/WelcomeTour.swift", source)]
        + ExampleApp.colorSet("AccentColor", in: "App/Assets.xcassets")
    }
    let symbols = try ExampleRun(RuleExample(files: files("Image(systemName: imageName)")), rule: MissingAssetRule.self)
    #expect(symbols.reported.isEmpty, "\(symbols.reported)")
    let images = try ExampleRun(RuleExample(files: files("Image(imageName)")), rule: MissingAssetRule.self)
    #expect(images.reported.count == 2, "\(images.reported)")
  }

  /// `default:` showing the first page again for values no arm names is no fourth page. (The flow starts at 1,
  /// an arm's value: the fallback shows only past the end.)
  @Test func aFallbackArmRepeatingAPageIsNoPage() throws {
    func source(_ fallback: String) -> String {
      """
      struct WelcomeFlow: View {
        @State var currentPage = 1
        var body: some View {
          switch currentPage {
          case 1: IntroPage(currentPage: $currentPage)
          case 2: HabitsPage(currentPage: $currentPage)
          default: \(fallback)
          }
        }
      }
      struct IntroPage: View { @Binding var currentPage: Int; var body: some View { Text("Dream deeper") } }
      struct HabitsPage: View { @Binding var currentPage: Int; var body: some View { Text("Build habits") } }
      struct DonePage: View { @Binding var currentPage: Int; var body: some View { Text("All set") } }
      """
    }
    let repeated = try #require(
      flows(["/app/Onboarding/WelcomeFlow.swift": source("IntroPage(currentPage: $currentPage)")]).first)
    #expect(repeated.pages.map(\.title?.literal) == ["Dream deeper", "Build habits"])
    let own = try #require(
      flows(["/app/Onboarding/WelcomeFlow.swift": source("DonePage(currentPage: $currentPage)")]).first)
    #expect(own.pages.map(\.title?.literal) == ["Dream deeper", "Build habits", "All set"])
    // Nothing, or the app's own tabs once the flow is over: no page.
    for after in ["EmptyView()", "TabView { Text(\"Occasions\").tabItem { Text(\"Occasions\") } }"] {
      let beyond = try #require(flows(["/app/Onboarding/WelcomeFlow.swift": source(after)]).first)
      #expect(beyond.pages.map(\.title?.literal) == ["Dream deeper", "Build habits"], "\(after)")
    }
  }

  /// `UIColor(named: "fresh") ?? .systemGreen`: the fallback is drawn, so the missing name is a note.
  @Test func aLookupWithAFallbackIsANote() throws {
    let source =
      "import UIKit\nlet fresh = UIColor(named: \"fresh\") ?? .systemGreen\nlet ink = UIColor(named: \"ink\")\n"
    var files: [String: String] = ["App/Palette.swift": source]
    for (path, text) in ExampleApp.colorSet("AccentColor", in: "App/Assets.xcassets") { files[path] = text }
    let tree = try TemporaryTree(files)
    let found = try Linter().lint(paths: [tree.root]).diagnostics.filter { $0.ruleID == "missing-asset" }
    #expect(found.map(\.severity) == [.note, .error])
    #expect(found.first?.message.contains("draws its fallback instead") == true)
  }

  /// A page's image name that starts a numbered series of the catalog (`Add Set 1`, `Add Set 2`) is the start of
  /// the names a view builds, most likely: a note with the facts. A name that starts none is missing: an error.
  @Test func aPageImageThatStartsANumberedSeriesIsANote() throws {
    let source = """
      struct TourPage { let title: String; let image: String }
      let tourPages = [TourPage(title: "Add a set", image: "Add Set"), TourPage(title: "Study", image: "Study")]
      """
    var files: [String: String] = ["App/Onboarding/TourPages.swift": source]
    for name in ["Add Set 1", "Add Set 2", "Add Set 3"] {
      for (path, text) in ExampleApp.imageSet(name, in: "App/Assets.xcassets") { files[path] = text }
    }
    let tree = try TemporaryTree(files)
    let found = try Linter().lint(paths: [tree.root]).diagnostics.filter { $0.ruleID == "missing-asset" }
    #expect(found.map(\.severity) == [.note, .error])
    #expect(
      found.first?.message
        == "No image named `Add Set` in the project's asset catalogs, but they have `Add Set 1` … `Add Set 3`, named "
        + "for it with a number: where the view adds the number to this name, nothing is missing; if it draws "
        + "`Add Set` itself, add an image set for it.")
  }

  /// An image filled into a frame the view sizes with its own constants (`.frame(width: cardWidth, height:
  /// cardHeight)`) is a card's picture, not the page's background; filled over the screen under the title, it is the
  /// background.
  @Test func anImageFilledIntoAFrameOfNamedSizesIsNoBackground() throws {
    func source(_ frame: String) -> String {
      """
      struct IntroCard { let title: String; let image: String }
      struct IntroView: View {
        @State var page = 0
        let cardWidth: CGFloat = 200
        let cardHeight: CGFloat = 300
        let cards = [IntroCard(title: "Match pairs", image: "cards"), IntroCard(title: "Beat the clock", image: "clock")]
        var body: some View {
          TabView(selection: $page) {
            ForEach(cards.indices, id: \\.self) { index in
              VStack { Image(cards[index].image).resizable().scaledToFill()\(frame); Text(cards[index].title) }.tag(index)
            }
          }
          .tabViewStyle(.page)
        }
      }
      """
    }
    let card = try #require(
      flows(["/app/Onboarding/IntroView.swift": source(".frame(width: cardWidth, height: cardHeight)")]).first)
    #expect(card.pages.allSatisfy { $0.background == nil && $0.illustrations.count == 1 })
    // Filled under the title (a `ZStack`) over the whole screen, it is the background.
    let screenSource = source(".ignoresSafeArea()").replacingOccurrences(of: "VStack {", with: "ZStack {")
    let screen = try #require(flows(["/app/Onboarding/IntroView.swift": screenSource]).first)
    #expect(screen.pages.allSatisfy { $0.background != nil })
  }

  /// An argument the page's view never draws (`detail: ""` to a view that shows only its title and a fixed text)
  /// is no page text; drawn, it is the description.
  @Test func anArgumentTheViewNeverDrawsIsNoPageText() throws {
    func source(_ shown: String) -> String {
      """
      struct ScreenView: View {
        var title: String
        var detail: String
        var body: some View { VStack { Text(title).font(.title); \(shown) } }
      }
      struct IntroFlow: View {
        @State var currentPage = 1
        var body: some View {
          if currentPage == 1 {
            ScreenView(title: "Step one", detail: "")
          } else if currentPage == 2 {
            ScreenView(title: "Step two", detail: "Read on")
          }
        }
        func next() { currentPage += 1 }
      }
      """
    }
    let unread = try #require(flows(["/app/Onboarding/IntroFlow.swift": source("Text(\"Lorem ipsum\")")]).first)
    #expect(unread.pages.map(\.title?.literal) == ["Step one", "Step two"])
    #expect(unread.pages.allSatisfy { $0.description == nil })
    let drawn = try #require(flows(["/app/Onboarding/IntroFlow.swift": source("Text(detail)")]).first)
    #expect(drawn.pages.map(\.description?.literal) == ["", "Read on"])
  }

  /// A title over the default budget that is not measured is a note: that it wraps further is a guess.
  @Test func anUnmeasuredTitleOverTheDefaultBudgetIsANote() {
    let long = String(repeating: "a", count: 41)
    let project = Build.project(flows: [Build.flow([Build.page(0, title: long)])])
    let result = findings(TitleLengthRule.self, project)
    #expect(result.map(\.maximumSeverity) == [.note])
  }

  /// `let pages = Tour.pages`, `static var pages { commonPages() }`: the pager shows the flow built by the function.
  @Test func aPagerReachesTheFlowThroughTwoAliases() {
    let model = """
      struct TourPage {
        let title: String
        let subtitle: String
        static var pages: [TourPage] { commonPages() }
        private static func commonPages() -> [TourPage] {
          [TourPage(title: "Scan a label", subtitle: "Point the camera."), TourPage(title: "Sort it", subtitle: "Bins.")]
        }
      }
      """
    let view = """
      struct TourView: View {
        @State var page = 0
        private let pages = TourPage.pages
        var body: some View {
          TabView(selection: $page) {
            ForEach(Array(pages.enumerated()), id: \\.offset) { index, item in Text(item.title).tag(index) }
          }
          .tabViewStyle(.page)
        }
      }
      """
    var files = [
      SwiftContentLoader.read(path: "/app/Tour/TourPage.swift", source: model),
      SwiftContentLoader.read(path: "/app/Tour/TourView.swift", source: view),
    ]
    let sightings = SwiftContentLoader.recognise(&files, schema: .default, root: "/app")
    #expect(files.flatMap(\.flows).count == 1)
    #expect(sightings.isEmpty, "the pager shows the flow: no unread pager")
  }

  /// `ForEach(Array(zip(pages.indices, pages)), id: \.0) { index, item in … }` shows `pages`, as `enumerated()`
  /// does; zipping the indices of one array with another array is no such pager.
  @Test func aPagerOverItsPagesZippedWithTheirIndicesShowsThePages() {
    let model = """
      struct Slide { let title: String; let body: String }
      final class SlidesModel: ObservableObject {
        @Published var slides: [Slide] = [Slide(title: "Pin it", body: "Keep a place."), Slide(title: "Share", body: "Send it.")]
      }
      """
    func recognised(_ data: String) -> (flows: Int, unread: Int) {
      let view = """
        struct SlidesView: View {
          @State var current = 0
          @StateObject var model = SlidesModel()
          var body: some View {
            TabView(selection: $current) {
              ForEach(Array(\(data)), id: \\.0) { index, item in Text(item.title).tag(index) }
            }
            .tabViewStyle(.page)
          }
        }
        """
      var files = [
        SwiftContentLoader.read(path: "/app/Slides/SlidesModel.swift", source: model),
        SwiftContentLoader.read(path: "/app/Slides/SlidesView.swift", source: view),
      ]
      let sightings = SwiftContentLoader.recognise(&files, schema: .default, root: "/app")
      return (files.flatMap(\.flows).count, sightings.count)
    }
    #expect(recognised("zip(model.slides.indices, model.slides)") == (1, 0))
    #expect(recognised("zip(model.others.indices, model.slides)").unread == 1)
  }

  /// The app's `Image("AppIconImage")` draws the app's set, not the widget's set of the same name.
  @Test func aDrawingIsJudgedAgainstTheSetOfTheFilesOwnTarget() throws {
    let project = ExampleXcodeProject.file([
      .app("Taby", folders: ["Taby"]), .widget("TabyWidget", folders: ["TabyWidget"]),
    ])
    let view = """
      struct Intro: View {
        var body: some View { Image("AppIconImage").resizable().frame(width: 100, height: 100) }
      }
      """
    func reported(appPixels: Int) throws -> Set<String> {
      let files =
        [project, ("Taby/Intro.swift", view)]
        + ExampleApp.imageSet("AppIconImage", at: 3, appPixels, appPixels, in: "Taby/Assets.xcassets")
        + ExampleApp.imageSet("AppIconImage", at: 3, 120, 120, in: "TabyWidget/Assets.xcassets")
      return try ExampleRun(RuleExample(files: files), rule: ImageResolutionRule.self).reported
    }
    #expect(try reported(appPixels: 1024).isEmpty, "the widget's 120 px set is not the one the app draws")
    #expect(try reported(appPixels: 150) == ["Taby/Intro.swift:2:25"], "the app's own set too small: reported")
  }

  @Test func scalesThatDifferByUnderAPointOrOnePointFivePercentLookAlike() {
    #expect(
      ScaleMismatchRule.lookAlike([PointSize(width: 125, height: 111), PointSize(width: 123.67, height: 110.33)]))
    #expect(!ScaleMismatchRule.lookAlike([PointSize(width: 100, height: 100), PointSize(width: 90, height: 90)]))
    #expect(!ScaleMismatchRule.lookAlike([PointSize(width: 40, height: 40), PointSize(width: 38.5, height: 40)]))
  }

  @Test func oversizedMeansLargerThanTheProMaxScreen() {
    #expect(!MissingScaleRule.isOversized(PixelSize(width: 440, height: 524)), "fits a 440×956 pt screen")
    #expect(!MissingScaleRule.isOversized(PixelSize(width: 956, height: 440)))
    #expect(MissingScaleRule.isOversized(PixelSize(width: 441, height: 900)))
    #expect(MissingScaleRule.isOversized(PixelSize(width: 1290, height: 2796)))
  }
}
