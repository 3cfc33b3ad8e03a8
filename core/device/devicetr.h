#pragma once
#include <QCoreApplication>

namespace DriveProof::Device {
// Translation context for every finding of core/device.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(DriveProof::Device)
};
} // namespace DriveProof::Device
