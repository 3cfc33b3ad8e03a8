// An enum's stable keys ("raw48", "power_on_hours") kept in one table, read both ways: the
// key for JSON and data files, and the value for a key read at the edge. One table per enum
// instead of a hand-written switch each way, so the two directions cannot drift apart.
#pragma once

#include <QString>
#include <QStringView>

#include <array>
#include <cstddef>
#include <optional>

namespace DriveProof {

template <typename Enum> struct EnumKey
{
    Enum value;
    const char *key;
};

template <typename Enum, std::size_t N>
QString keyOf(const std::array<EnumKey<Enum>, N> &table, Enum value)
{
    for (const EnumKey<Enum> &row : table)
        if (row.value == value)
            return QLatin1String(row.key);
    return {};
}

// nullopt for a key the table does not have.
template <typename Enum, std::size_t N>
std::optional<Enum> enumOf(const std::array<EnumKey<Enum>, N> &table, QStringView key)
{
    for (const EnumKey<Enum> &row : table)
        if (key == QLatin1String(row.key))
            return row.value;
    return std::nullopt;
}

} // namespace DriveProof
