// The soup menu app's entry point; its App Intents are what the tests look at.
print("Soup menu")
