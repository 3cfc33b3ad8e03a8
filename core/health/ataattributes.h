// What each SMART attribute is: its name (the one smartctl prints, so it can be looked up),
// one translated line that explains it, its raw value decoded the way the attribute means it
// (194: current / lowest / highest temperature; 9: hours), and the study figures behind the
// caution that a non-zero count of a few of them gives (fieldrisk.h). Pure.
#pragma once

#include "atarecords.h"

#include <QString>

namespace DriveProof::Health {

// smartctl's default name ("Reallocated_Sector_Ct"); "Unknown_Attribute" for an id no
// common table names. 192 is "Unsafe_Shutdown_Count" on a solid-state drive.
QString ataAttributeName(int id, bool nonRotating);

// One translated line for a person; a generic one for vendor-specific attributes.
QString ataAttributeExplanation(int id, bool nonRotating);

// The number the raw value stands for: 190/194 the current °C (byte 0); 9 and 240 the hours
// (bytes 2:0); 5 and 196 bytes 1:0; every other attribute the whole 48 bits.
qint64 ataAttributeRawNumber(const SmartAttribute &a);

// The raw value as text, in the current locale: "31 °C (lowest 20, highest 45)" for a
// temperature whose raw bytes carry its range, else the number of ataAttributeRawNumber().
QString ataAttributeRawText(const SmartAttribute &a);

// Lowest and highest temperature in the raw bytes of 190 / 194, when they are plausible.
struct TemperatureRange
{
    int current = 0;
    std::optional<int> lowest;
    std::optional<int> highest;
};
TemperatureRange ataTemperatureRange(const SmartAttribute &a);

// Where the attribute table is specified, for tooltips.
QString ataAttributeSpec();

} // namespace DriveProof::Health
