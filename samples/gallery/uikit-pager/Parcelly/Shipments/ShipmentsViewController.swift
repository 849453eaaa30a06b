//
//  ShipmentsViewController.swift
//  Parcelly
//
//  Created by Piepaw Team on 09/03/26.
//

import UIKit

/// The list of tracked parcels, empty on first launch.
final class ShipmentsViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Parcels"
        view.backgroundColor = .systemGroupedBackground

        var empty = UIContentUnavailableConfiguration.empty()
        empty.image = UIImage(systemName: "shippingbox")
        empty.text = "Nothing on the Way"
        empty.secondaryText = "Add a tracking number to follow a parcel."
        contentUnavailableConfiguration = empty
    }
}
