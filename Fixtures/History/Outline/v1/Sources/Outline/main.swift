print("Outline")
