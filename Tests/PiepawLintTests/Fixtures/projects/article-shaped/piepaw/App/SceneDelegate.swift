//
//  SceneDelegate.swift
//  piepaw
//
// swift-format-ignore-file
// (a PiepawLint fixture: EXPECTED.txt pins its lines and columns.)
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
    }
}
