//
//  HomeVC.swift
//  piepaw
//
// swift-format-ignore-file
// (a PiepawLint fixture: EXPECTED.txt pins its lines and columns.)
//

import SwiftUI
import UIKit

class HomeVC: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let host = UIHostingController(rootView: RootView(loginTapped: { [weak self] in
            self?.navigationController?.pushViewController(LoginVC(), animated: true)
        }))
        addChild(host)
        view.addSubview(host.view)
        host.view.frame = view.bounds
        host.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        host.didMove(toParent: self)
    }
}
