// Verdicts that hold a result against what the drive's link and class allow
// (expectations.h): "the limit of its SATA 6 Gb/s link", "the slot halves what it can do",
// "more than the link can carry: emulated", "what a 7,200 rpm disk does". Made with
// makeFinding() like every verdict, so they reach the GUI, the CLI and JSON alike.
#pragma once

#include "device/deviceinfo.h"
#include "report/testresult.h"

namespace DriveProof::Suites {

struct DriveFacts
{
    DriveFacts() = default;
    DriveFacts(Device::LinkInfo l, Device::DriveClass cls = {}, int rpm = -1)
        : link(std::move(l))
        , driveClass(cls)
        , rotationRpm(rpm)
    {}

    Device::LinkInfo link;
    Device::DriveClass driveClass = Device::DriveClass::Unknown; // Device::driveClass()
    int rotationRpm = -1;                                        // 0 non-rotating, -1 unknown
};

// Findings about the measurements of a quick check, throughput, random or sweep run (and
// the sustained write's rate), most telling first. Empty when nothing is known of the link
// or class, or nothing was measured.
QList<Report::Finding> expectationVerdicts(const QList<Report::Measurement> &measurements,
                                           const DriveFacts &facts);

// The text of an "expect.*" finding; empty for another code (findingText() asks here).
QString expectationText(const QString &code, const QStringList &arguments);

} // namespace DriveProof::Suites
