//
//  SceneDelegate.swift
//  broken
//
//  Created by Piepaw Team on 02/02/26.
//
//  BROKEN SAMPLE: Main.storyboard was deleted, but Info.plist and the build settings
//  still name it (storyboard-reference), so this app would crash at launch.
//

import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?

    func scene(
        _ scene: UIScene,
        willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }

        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UINavigationController(rootViewController: HomeVC())
        window.makeKeyAndVisible()
        self.window = window
        showSplash(over: window)
    }

    /// Fades a full-screen splash picture out over the first screen.
    private func showSplash(over window: UIWindow) {
        // missing-asset: no image set is called splash-bg (it was renamed to get-started),
        // so this lookup returns nil and the splash is blank.
        let splash = UIImageView(image: UIImage(named: "splash-bg"))
        splash.frame = window.bounds
        splash.contentMode = .scaleAspectFill
        window.addSubview(splash)
        UIView.animate(withDuration: 0.4, delay: 0.6) {
            splash.alpha = 0
        } completion: { _ in
            splash.removeFromSuperview()
        }
    }
}

// invalid-suppression: the rule id below is misspelt, so the comment silences nothing and the
// missing splash image on the next line is still reported.
// piepaw-lint:disable-next-line missing-aset
let splashFallback = UIImage(named: "splash-bg")
