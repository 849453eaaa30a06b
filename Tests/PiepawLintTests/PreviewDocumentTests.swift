import Foundation
import Testing

@testable import PiepawLint

/// The preview's HTML from projects built in code, with `Page.view` set directly and fake thumbnails.
@Suite struct PreviewDocumentTests {
  typealias F = PreviewFixture

  private func articleProject(scaling: PageBackgroundStyle.Scaling = .stretch, view: Bool = true) -> Project {
    F.project(
      pages: [
        F.page(
          line: 20, title: "Just Discover Pets", background: "onboarding-1", icon: "icon_onboarding_1", tag: 0,
          view: view ? F.articleView(scaling: scaling) : nil),
        F.page(
          line: 30, title: "Transparency You Can Trust", background: "onboarding-2", icon: "icon_onboarding_1",
          tag: 1, view: view ? F.articleView(scaling: scaling) : nil),
      ],
      sets: [F.background("onboarding-1"), F.background("onboarding-2"), F.icon("icon_onboarding_1")])
  }

  @Test func framesDrawThePageViewsLayoutFontsAndColours() {
    let html = FakeThumbnails().render(F.input(articleProject())).html
    #expect(html.contains("<div class=\"screen light\" style=\"width:375px;height:667px\">"))
    #expect(html.contains("background-size:100% 100%"), ".resizable() stretches")
    // Each element where text-contrast's layout puts it: the texts 16 pt from the edges, stacked at the bottom.
    let project = articleProject()
    let page = project.flows[0].pages[0]
    let frames = ContrastTextLayout.frames(
      of: page, view: page.view!, on: .narrowestDefault, texts: [.title: "Just Discover Pets"],
      measure: TextContrastRule.lineMeasure(project))
    let title = frames.first { $0.element == .title }!.rect
    #expect(title.x == 16 && title.width == 343)
    // The title and the description in one box, the description flowing below the title (the browser's line
    // breaks may differ from the measured ones; the two never draw over each other); a block at the bottom keeps
    // its bottom edge.
    #expect(html.contains("<div class=\"el\" style=\"left:16px;bottom:"), "\(title)")
    #expect(
      html.contains(
        "<p class=\"title el\" style=\"position:static;margin-left:0px;margin-top:0px;width:343px;font-size:34px;"
          + "font-weight:900;color:rgba(255,255,255,1);text-align:left;\">Just Discover Pets</p>"), "\(title)")
    #expect(html.contains("font-size:17px;font-weight:400;color:rgba(255,255,255,1)"), "body at Large is 17 pt")
    #expect(!html.contains("layout not read from code"))
    // Icon, title, description, buttons: in the view's order.
    let frame = html.components(separatedBy: "<figure class=\"page\">")[1]
    let positions = ["class=\"icon ", "class=\"title ", "class=\"desc ", "class=\"buttons "].map {
      frame.range(of: $0)!.lowerBound
    }
    #expect(positions == positions.sorted())
  }

  @Test(arguments: [
    (PageBackgroundStyle.Scaling.stretch, "100% 100%"), (.fill, "cover"), (.fit, "contain"), (.natural, "430px 932px"),
  ])
  func backgroundsAreScaledAsTheCodeScalesThem(scaling: PageBackgroundStyle.Scaling, css: String) {
    let html = FakeThumbnails().render(F.input(articleProject(scaling: scaling))).html
    #expect(html.contains("style=\"background-size:\(css)\""))
  }

  @Test func capsulesCountTheFlowsIndicatorWithThePagesOwnLit() {
    let html = FakeThumbnails().render(F.input(articleProject())).html
    let frames = html.components(separatedBy: "<figure class=\"page\">").dropFirst()
    #expect(frames.count == 2)
    #expect(frames.first!.contains("<i class=\"on\"></i><i></i><i></i></div>"))
    #expect(frames.last!.contains("<i></i><i class=\"on\"></i><i></i></div>"))
  }

  @Test func aPageWhoseViewWasNotReadGetsAPlainLayoutAndSaysSo() {
    let html = FakeThumbnails().render(F.input(articleProject(view: false))).html
    #expect(html.components(separatedBy: "layout not read from code").count == 3)
    #expect(html.contains("background-size:cover"))
    #expect(html.contains("font-size:28px;font-weight:700;color:rgba(0,0,0,1)"), "the title style, primary colour")
  }

  @Test func eachFileIsThumbnailedOnceAtTheSizeItIsDrawnAndEmbeddedOnce() throws {
    let fake = FakeThumbnails()
    let output = fake.render(F.input(articleProject(scaling: .fill)))
    let paths = fake.requests.map(\.path)
    #expect(paths.count == Set(paths).count, "one decode per file")
    // A 430×932 pt background covering a 375×667 frame is drawn 375×813: its @1x file is enough.
    let background = try #require(fake.requests.first { $0.path.hasSuffix("onboarding-1.jpg") })
    #expect((background.maxWidth, background.maxHeight) == (375, 813))
    #expect(!paths.contains { $0.contains("@3x") })
    let icon = try #require(fake.requests.first { $0.path.contains("icon_onboarding_1") })
    #expect((icon.maxWidth, icon.maxHeight) == (64, 64), "a 64 pt icon from its 128 px @2x file")
    // Used on two pages and in the gallery, the icon's bytes are in the file once.
    let encoded = Data(Array((F.catalog + "/icon_onboarding_1.imageset/icon_onboarding_1@2x.png").utf8))
      .base64EncodedString()
    #expect(output.html.components(separatedBy: encoded).count == 2)
    #expect(output.thumbnailCount == 3)
  }

  @Test func aMissingOrUndecodableImageIsSaidNotHidden() {
    var project = articleProject()
    project.contentFiles[0].flows[0].pages[1].background = Field(
      .literal(.catalogName("onbaording-2")), at: .text(F.model, line: 33, column: 20))
    let html = FakeThumbnails().render(F.input(project)).html
    #expect(html.contains("background: no image set `onbaording-2`"))
  }

  @Test func findingsAreShownUnderThePageFlowOrSetTheyAreAboutEachOnce() {
    let diagnostics = [
      Diagnostic(
        ruleID: "title-length", severity: .warning, message: "The title is long.",
        location: .text(F.model, line: 31, column: 20)),
      Diagnostic(
        ruleID: "progress-capsule-count", severity: .error, message: "3 capsules, 2 pages.",
        location: .text(F.root + "/Onboarding/RootView.swift", line: 26, column: 29)),
      Diagnostic(
        ruleID: "missing-scale", severity: .warning, message: "No @3x.",
        location: SourceLocation(file: F.catalog + "/icon_onboarding_1.imageset/Contents.json")),
      Diagnostic(
        ruleID: "storyboard-reference", severity: .error, message: "No Main.storyboard.",
        location: .text(F.root + "/Info.plist", line: 19, column: 14)),
    ]
    let html = FakeThumbnails().render(F.input(articleProject(), diagnostics: diagnostics)).html
    for diagnostic in diagnostics { #expect(html.components(separatedBy: diagnostic.message).count == 2) }
    let secondPage = html.components(separatedBy: "<figure class=\"page\">")[2]
    #expect(secondPage.contains("title-length</code> <span class=\"msg\">The title is long.</span>"))
    #expect(secondPage.contains("Onboarding/OnboardingModel.swift:31"), "relative to the lint root")
    let flowHead = html.components(separatedBy: "<details")[0]
    #expect(flowHead.contains("3 capsules, 2 pages."))
    let gallery = html.components(separatedBy: "class=\"gallery\"")[1]
    #expect(gallery.contains("No @3x.") && gallery.contains("icon_onboarding_1"))
    #expect(html.components(separatedBy: "class=\"others\"")[1].contains("No Main.storyboard."))
  }

  @Test func theGalleryShowsInspectsFactsForEverySetTheFlowsUse() {
    let html = FakeThumbnails().render(F.input(articleProject())).html
    let gallery = html.components(separatedBy: "class=\"gallery\"")[1]
    #expect(gallery.components(separatedBy: "<article class=\"card\">").count == 4)
    #expect(gallery.contains("<td>onboarding-1@3x.jpg</td><td>1290×2796</td><td>3x</td><td>430×932 pt</td><td>ok</td>"))
    #expect(gallery.contains("ok — 430×932 pt at 1x/2x/3x"))
  }

  @Test func darkVariantsAddADarkAppearanceWithTheColourSetsDarkValue() {
    var project = articleProject()
    let ink = Asset(
      kind: .colorSet, name: "ink", symbolPath: ["ink"], directory: F.catalog + "/ink.colorset",
      contentsFile: F.catalog + "/ink.colorset/Contents.json")
    var dark = ink
    func entry(_ appearances: [String], _ red: String) -> AssetColor {
      let at = SourceLocation(file: ink.contentsFile)
      return AssetColor(
        idiom: "universal", appearances: appearances, colorSpace: "srgb",
        components: [
          .init(name: "red", text: red, location: at), .init(name: "green", text: "0", location: at),
          .init(name: "blue", text: "0x00", location: at),
        ], location: at)
    }
    dark.colors = [entry([], "0.5"), entry(["luminosity:dark"], "255")]
    project.catalogs[0].assets.append(dark)
    project.contentFiles[0].flows[0].pages[0].view?.title?.color = .asset(.catalogName("ink"))
    let html = FakeThumbnails().render(F.input(project)).html
    #expect(html.contains("<summary>Light</summary>") && html.contains("<summary>Dark</summary>"))
    #expect(html.contains("<div class=\"screen dark\""))
    #expect(html.contains("color:rgba(128,0,0,1)") && html.contains("color:rgba(255,0,0,1)"))
  }

  @Test func theDocumentIsSelfContained() {
    let html = FakeThumbnails().render(F.input(articleProject())).html
    #expect(
      html.contains(
        "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; img-src data:; "
          + "style-src 'unsafe-inline'\">"))
    #expect(!html.contains("<script"))
    #expect(!html.contains("http://") && !html.contains("https://"))
    #expect(html.components(separatedBy: "url(").count == html.components(separatedBy: "url(\"data:image/").count)
  }
}
