// Stable JSON for devices (documented in docs/json.md). Unknown values are null.
#pragma once

#include "device/deviceinfo.h"

#include <QJsonObject>

namespace DriveProof::Report {

QJsonObject deviceToJson(const Device::DeviceInfo &info);

} // namespace DriveProof::Report
