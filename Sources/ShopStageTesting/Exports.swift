// Every SDK's testing module, for tests of an app that uses several (or ShopStage's own).
@_exported import BambuserTesting
@_exported import EMarketerTesting
@_exported import FireworkTesting
@_exported import StageTesting
@_exported import ZappTesting
