// The stage, recorders and fixtures every SDK's tests share come with this module.
@_exported import StageTesting
