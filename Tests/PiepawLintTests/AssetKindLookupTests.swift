import Foundation
import Testing

@testable import PiepawLint

/// Assets of every kind, named every way code names them: a page's Lottie animation stored as a data set is no
/// missing image, image literals are read, and a name that exists as another kind is no missing asset.
@Suite struct AssetKindLookupTests {
  /// The findings of `rule` over files written from example text.
  private func lint(_ files: [ExampleApp.File], rule: String = "missing-asset") throws -> [Diagnostic] {
    let tree = try TemporaryTree(Dictionary(files.map { ($0.path, $0.text) }, uniquingKeysWith: { a, _ in a }))
    return try Linter().lint(paths: [tree.root]).diagnostics.filter { $0.ruleID == rule }
  }

  /// A page model whose `image` field the page view plays with `view` (source, `slide.image` in it).
  private func lottieFlow(view: String, images: [String] = ["wave", "walk"]) -> [ExampleApp.File] {
    let pages = images.enumerated().map { position, image in
      "    IntroSlide(title: \"Title \(position)\", body: \"Body \(position).\", image: \"\(image)\"),"
    }
    let source = """
      import Lottie
      import SwiftUI

      struct IntroSlide: Identifiable {
        let id = UUID()
        let title: String
        let body: String
        let image: String
      }

      struct IntroView: View {
        @State private var page = 0
        let slides = [
      \(pages.joined(separator: "\n"))
        ]

        var body: some View {
          TabView(selection: $page) {
            ForEach(slides) { slide in
              VStack {
                \(view)
                Text(slide.title)
                Text(slide.body)
              }
            }
          }
          .tabViewStyle(.page)
        }
      }

      """
    return [("Intro/IntroView.swift", source)]
  }

  @Test(arguments: [
    "LottieView(animation: .named(slide.image))", "LottieView(animation: LottieAnimation.named(slide.image))",
    "LottieViewWrapper(data: NSDataAsset(name: slide.image)?.data)", "AnimationView(name: slide.image)",
  ])
  func aPageFieldPlayedAsAnimationNamesADataSet(view: String) throws {
    let files = lottieFlow(view: view) + ExampleApp.dataSet("wave") + ExampleApp.dataSet("walk")
    #expect(try lint(files).isEmpty)
  }

  @Test func aPageAnimationThatNoAssetHoldsIsStillMissing() throws {
    let files = lottieFlow(view: "LottieView(animation: .named(slide.image))") + ExampleApp.dataSet("wave")
    let found = try lint(files)
    #expect(found.map(\.location.line) == [15])
    #expect(found.first?.message.hasPrefix("No animation named `walk`") == true)
    #expect(found.first?.severity == .error)
  }

  @Test func aLottieAnimationInAJSONFileOfTheProjectIsNotMissing() throws {
    let files =
      lottieFlow(view: "LottieView(animation: .named(slide.image))") + ExampleApp.dataSet("wave")
      + [("Intro/Animations/walk.json", "{\"v\": \"5.7.4\"}\n")]
    #expect(try lint(files).isEmpty)
  }

  @Test func literalAnimationLookupsResolveAgainstDataSets() throws {
    let source = """
      import Lottie
      import UIKit

      final class SplashViewController: UIViewController {
        let wave = LottieAnimationView(name: "wave")
        let walk = LottieAnimation.named("walkk")
        let bytes = NSDataAsset(name: "breeds")?.data
        let other = NSDataAsset(name: "breedz")?.data
      }

      """
    let files =
      [("Splash.swift", source)] + ExampleApp.dataSet("wave") + ExampleApp.dataSet("walk")
      + ExampleApp.dataSet("breeds")
    let found = try lint(files)
    #expect(found.map(\.location.line) == [6, 8])
    #expect(found.first?.message.contains("did you mean `walk`?") == true)
    #expect(found.last?.message.hasPrefix("No data set named `breedz`") == true)
  }

  @Test func imageLiteralsAreImageReferencesInCodeAndInAPageModel() throws {
    let source = """
      import UIKit

      struct WelcomeSlide {
        let title: String
        let subtitle: String
        let image: UIImage
      }

      let welcomeSlides = [
        WelcomeSlide(title: "Hello", subtitle: "Nice to see you.", image: UIImage(imageLiteralResourceName: "hello")),
        WelcomeSlide(title: "Pets", subtitle: "Find one.", image: #imageLiteral(resourceName: "petz")),
        WelcomeSlide(title: "Home", subtitle: "Bring it home.", image: UIImage(imageLiteralResourceName: "homme")),
      ]

      let logo = #imageLiteral(resourceName: "logoo")

      """
    let files =
      [("Welcome.swift", source)] + ExampleApp.imageSet("hello") + ExampleApp.imageSet("pets")
      + ExampleApp.imageSet("home") + ExampleApp.imageSet("logo")
    let found = try lint(files)
    #expect(found.map(\.location.line) == [11, 12, 15])
    #expect(found.allSatisfy { $0.severity == .error && $0.message.hasPrefix("No image named") })
    let flows = SwiftContentLoader.load(path: "/app/Welcome.swift", source: source, schema: .default).flows
    #expect(
      flows.first?.pages.flatMap(\.illustrations).map(\.literal) == [
        .catalogName("hello"), .catalogName("petz"), .catalogName("homme"),
      ])
  }

  @Test func aNameOfAnotherKindIsANoteWhereTheCallSaysTheKindAndNothingForAPageField() throws {
    let source = """
      import SwiftUI

      struct BrandView: View {
        var body: some View {
          VStack {
            Image("Brand")
            Color("Brand")
            Image("Missing")
          }
        }
      }

      """
    let found = try lint([("BrandView.swift", source)] + ExampleApp.colorSet("Brand"))
    #expect(found.map(\.location.line) == [6, 8])
    #expect(found.first?.severity == .note)
    #expect(found.first?.message.hasPrefix("`Brand` is a colour set, but an image is looked up here") == true)
    #expect(found.last?.severity == .error)
    // A page field whose name says image but that names a colour set: its kind is a guess, so nothing.
    let page = lottieFlow(view: "Color(slide.image)", images: ["Brand", "Brand"]) + ExampleApp.colorSet("Brand")
    #expect(try lint(page).isEmpty)
  }

  @Test func aDataSetUsedThroughLottieIsNotUnused() throws {
    var files =
      lottieFlow(view: "LottieView(animation: .named(slide.image))") + ExampleApp.dataSet("wave")
      + ExampleApp.dataSet("walk") + ExampleApp.imageSet("retired")
    files.append((".piepaw-lint.json", #"{"rules": {"unused-asset": "warning"}}"#))
    let found = try lint(files, rule: "unused-asset")
    #expect(found.map { $0.location.file.lastPathComponent } == ["Contents.json"])
    #expect(found.first?.location.file.contains("retired.imageset") == true)
  }
}
