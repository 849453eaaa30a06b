import Foundation
import Testing

@testable import PiepawLint

/// The preview of `samples/` in a real headless Chromium: the DOM holds every page title and every finding,
/// the page requests nothing and tries to load nothing (network log and CSP console), and a screenshot of
/// `samples/broken`'s preview is not blank. Skipped, with the reason, where Chromium is not installed (CI installs
/// it). `PIEPAW_UPDATE_SCREENSHOT=1` also writes that screenshot to docs/preview-broken.jpg for the README.
@Suite(
  .serialized,
  .enabled(
    if: HeadlessChromium.installed != nil,
    "Chromium is not installed (apt-get install chromium, or set PIEPAW_CHROMIUM)"))
struct PreviewChromiumTests {
  static let chromium = HeadlessChromium.installed!

  private func write(_ html: String, name: String) throws -> URL {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("piepaw-\(UUID())-\(name).html")
    try Data(html.utf8).write(to: file)
    return file
  }

  private func preview(_ path: String) throws -> (PreviewInput, String) {
    let input = try Linter().preview(paths: [path])
    return (input, PreviewDocument(thumbnails: PreviewThumbnails.decoded).render(input).html)
  }

  /// Text as Chromium serializes it in the DOM: `&`, `<`, `>` and no-break spaces escaped.
  private func serialized(_ text: String) -> String {
    Visible.text(text).replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\u{A0}", with: "&nbsp;")
  }

  @Test func samplesPreviewHoldsEveryTitleAndFindingAndLoadsNothing() throws {
    let (input, html) = try preview(SampleTests.samples)
    let file = try write(html, name: "samples")
    defer { try? FileManager.default.removeItem(at: file) }
    let load = try Self.chromium.load(file)
    #expect(load.dom.contains("<main>") && load.dom.contains("Onboarding preview"), "\(load.dom.prefix(300))")
    let titles = input.projects.flatMap(\.project.flows).flatMap(\.pages).compactMap { $0.title?.literal }
      .filter { !$0.isEmpty }
    #expect(titles.count > 20)
    for title in titles { #expect(load.dom.contains(serialized(title)), "\(title)") }
    #expect(input.diagnostics.count > 30)
    for diagnostic in input.diagnostics {
      #expect(load.dom.contains(serialized(diagnostic.message)), "\(diagnostic.ruleID): \(diagnostic.message)")
    }
    #expect(load.pageRequests.isEmpty, "\(load.pageRequests)")
    #expect(load.blockedLoads.isEmpty, "\(load.blockedLoads)")
  }

  /// The same checks catch a page that loads from outside: without the policy it requests, with it it is blocked.
  @Test func theChecksSeeAPageThatLoadsFromOutside() throws {
    let image = "<img src=\"http://example.invalid/x.png\">"
    let open = try write("<!DOCTYPE html><html><body>\(image)</body></html>", name: "open")
    let guarded = try write(
      PreviewDocument.head(thumbnailStyles: "") + image + "</main></body></html>", name: "guarded")
    defer { for file in [open, guarded] { try? FileManager.default.removeItem(at: file) } }
    #expect(try Self.chromium.load(open).pageRequests == ["http://example.invalid/x.png"])
    let blocked = try Self.chromium.load(guarded)
    #expect(blocked.pageRequests.isEmpty)
    #expect(blocked.blockedLoads.contains { $0.contains("http://example.invalid/x.png") })
  }

  @Test func hostileTextStaysTextInTheBrowser() throws {
    let file = try write(PreviewHostileTextTests.hostileDocument(), name: "hostile")
    defer { try? FileManager.default.removeItem(at: file) }
    let load = try Self.chromium.load(file)
    let tags = try PreviewHostileTextTests.tags(load.dom)
    #expect(Set(tags.map(\.name)).isSubset(of: PreviewHostileTextTests.elements.union(["tbody"])))
    #expect(!tags.contains { tag in tag.attributes.keys.contains { $0.hasPrefix("on") } })
    #expect(load.dom.contains("&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;"))
    #expect(load.pageRequests.isEmpty && load.blockedLoads.isEmpty, "\(load.pageRequests) \(load.blockedLoads)")
  }

  @Test func brokenSamplesScreenshotIsNotBlank() throws {
    let (_, html) = try preview(SampleTests.samples + "/broken")
    let file = try write(html, name: "broken")
    let screenshot = FileManager.default.temporaryDirectory.appendingPathComponent("piepaw-\(UUID()).png")
    defer { for file in [file, screenshot] { try? FileManager.default.removeItem(at: file) } }
    let load = try Self.chromium.load(file, screenshot: screenshot, width: 1400, height: 1500)
    #expect(load.pageRequests.isEmpty && load.blockedLoads.isEmpty)
    // Our own PNG reader, downscaled: the frames' photos and text make a busy picture, a blank page a flat one.
    let raster = try ImageRaster.downscaled(
      path: screenshot.path, maxWidth: 1100, maxHeight: 1300, limits: InputLimits()
    ).get()
    #expect(raster.width == 1100)
    let luminance = stride(from: 0, to: raster.rgba.count, by: 4).map { index in
      0.2126 * Double(raster.rgba[index]) + 0.7152 * Double(raster.rgba[index + 1])
        + 0.0722 * Double(raster.rgba[index + 2])
    }
    let mean = luminance.reduce(0, +) / Double(luminance.count)
    let variance = luminance.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(luminance.count)
    #expect(variance > 400, "standard deviation \(variance.squareRoot())")
    let colours = Set(stride(from: 0, to: raster.rgba.count, by: 4 * 7).map { raster.rgba[$0..<$0 + 3].map { $0 } })
    #expect(colours.count > 1000)
    if ProcessInfo.processInfo.environment["PIEPAW_UPDATE_SCREENSHOT"] == "1" {
      let jpeg = try #require(RasterEncoder.jpeg(raster, quality: 82))
      try Data(jpeg).write(to: URL(fileURLWithPath: SampleTests.repositoryRoot + "/docs/preview-broken.jpg"))
    }
  }
}
