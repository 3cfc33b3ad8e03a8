// Stable JSON for devices (documented in docs/json.md). Unknown values are null.
#pragma once

#include "device/deviceinfo.h"

#include <QJsonObject>

namespace DriveProof::Report {

QJsonObject deviceToJson(const Device::DeviceInfo &info);
// The "link" object of a device and of a result's environment; null when nothing is known.
QJsonValue linkToJson(const Device::LinkInfo &link);
Device::LinkInfo linkFromJson(const QJsonValue &value);

} // namespace DriveProof::Report
