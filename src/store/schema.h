// The record store's schema, compiled into the binary (cmake/embed_schema.cmake embeds
// schema/store-v*.sql). Step N takes a database from version N-1 to version N: step 1
// creates everything from an empty database, later steps migrate. The version a database
// is at is its PRAGMA user_version; the last step's number is the version this qm writes.
#pragma once

#include <string_view>
#include <vector>

namespace qm::store {

struct SchemaStep {
  int version;            // the version the step leads to
  std::string_view file;  // "schema/store-v1.sql"
  std::string_view sql;
};

// Every step, in version order: steps[i].version == i + 1.
const std::vector<SchemaStep>& schema_steps();

}  // namespace qm::store
