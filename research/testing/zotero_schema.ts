/**
 * Zotero 7's database schema for the tables the bridge reads, as its
 * `resource/schema/userdata.sql` (userdata version 123) defines them — same tables, columns,
 * types, keys and indexes — plus the global-schema rows those tables need: item types (IDs in
 * alphabetical order of the type name, as Zotero 7 assigns them), fields and creator types,
 * under Zotero's own names; `charsets` comes from its system tables. Test fixtures only.
 *
 * @module
 */

/** The userdata version these tables belong to. */
export const USERDATA_VERSION = 123;

/** `CREATE TABLE` statements (Zotero 7). */
export const ZOTERO_DDL = `
CREATE TABLE itemTypes (itemTypeID INTEGER PRIMARY KEY, typeName TEXT, templateItemTypeID INT,
  display INT DEFAULT 1);
CREATE TABLE itemTypesCombined (itemTypeID INT NOT NULL, typeName TEXT NOT NULL,
  display INT DEFAULT 1 NOT NULL, custom INT NOT NULL, PRIMARY KEY (itemTypeID));
CREATE TABLE fields (fieldID INTEGER PRIMARY KEY, fieldName TEXT, fieldFormatID INT);
CREATE TABLE fieldsCombined (fieldID INT NOT NULL, fieldName TEXT NOT NULL, label TEXT,
  fieldFormatID INT, custom INT NOT NULL, PRIMARY KEY (fieldID));
CREATE TABLE creatorTypes (creatorTypeID INTEGER PRIMARY KEY, creatorType TEXT);
CREATE TABLE charsets (charsetID INTEGER PRIMARY KEY, charset TEXT UNIQUE);
CREATE INDEX charsets_charset ON charsets(charset);
CREATE TABLE version (schema TEXT PRIMARY KEY, version INT NOT NULL);
CREATE INDEX schema ON version(schema);
CREATE TABLE settings (setting TEXT, key TEXT, value, PRIMARY KEY (setting, key));
CREATE TABLE items (itemID INTEGER PRIMARY KEY, itemTypeID INT NOT NULL,
  dateAdded TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
  dateModified TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
  clientDateModified TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
  libraryID INT NOT NULL, key TEXT NOT NULL, version INT NOT NULL DEFAULT 0,
  synced INT NOT NULL DEFAULT 0, UNIQUE (libraryID, key),
  FOREIGN KEY (libraryID) REFERENCES libraries(libraryID) ON DELETE CASCADE);
CREATE INDEX items_synced ON items(synced);
CREATE TABLE itemDataValues (valueID INTEGER PRIMARY KEY, value UNIQUE);
CREATE TABLE itemData (itemID INT, fieldID INT, valueID, PRIMARY KEY (itemID, fieldID),
  FOREIGN KEY (itemID) REFERENCES items(itemID) ON DELETE CASCADE,
  FOREIGN KEY (fieldID) REFERENCES fieldsCombined(fieldID),
  FOREIGN KEY (valueID) REFERENCES itemDataValues(valueID));
CREATE INDEX itemData_fieldID ON itemData(fieldID);
CREATE INDEX itemData_valueID ON itemData(valueID);
CREATE TABLE itemNotes (itemID INTEGER PRIMARY KEY, parentItemID INT, note TEXT, title TEXT,
  FOREIGN KEY (itemID) REFERENCES items(itemID) ON DELETE CASCADE,
  FOREIGN KEY (parentItemID) REFERENCES items(itemID) ON DELETE CASCADE);
CREATE INDEX itemNotes_parentItemID ON itemNotes(parentItemID);
CREATE TABLE itemAttachments (itemID INTEGER PRIMARY KEY, parentItemID INT, linkMode INT,
  contentType TEXT, charsetID INT, path TEXT, syncState INT DEFAULT 0, storageModTime INT,
  storageHash TEXT, lastProcessedModificationTime INT,
  FOREIGN KEY (itemID) REFERENCES items(itemID) ON DELETE CASCADE,
  FOREIGN KEY (parentItemID) REFERENCES items(itemID) ON DELETE CASCADE,
  FOREIGN KEY (charsetID) REFERENCES charsets(charsetID) ON DELETE SET NULL);
CREATE INDEX itemAttachments_parentItemID ON itemAttachments(parentItemID);
CREATE INDEX itemAttachments_charsetID ON itemAttachments(charsetID);
CREATE INDEX itemAttachments_contentType ON itemAttachments(contentType);
CREATE INDEX itemAttachments_syncState ON itemAttachments(syncState);
CREATE INDEX itemAttachments_lastProcessedModificationTime
  ON itemAttachments(lastProcessedModificationTime);
CREATE TABLE tags (tagID INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE);
CREATE TABLE itemTags (itemID INT NOT NULL, tagID INT NOT NULL, type INT NOT NULL,
  PRIMARY KEY (itemID, tagID),
  FOREIGN KEY (itemID) REFERENCES items(itemID) ON DELETE CASCADE,
  FOREIGN KEY (tagID) REFERENCES tags(tagID) ON DELETE CASCADE);
CREATE INDEX itemTags_tagID ON itemTags(tagID);
CREATE TABLE creators (creatorID INTEGER PRIMARY KEY, firstName TEXT, lastName TEXT,
  fieldMode INT, UNIQUE (lastName, firstName, fieldMode));
CREATE TABLE itemCreators (itemID INT NOT NULL, creatorID INT NOT NULL,
  creatorTypeID INT NOT NULL DEFAULT 1, orderIndex INT NOT NULL DEFAULT 0,
  PRIMARY KEY (itemID, creatorID, creatorTypeID, orderIndex), UNIQUE (itemID, orderIndex),
  FOREIGN KEY (itemID) REFERENCES items(itemID) ON DELETE CASCADE,
  FOREIGN KEY (creatorID) REFERENCES creators(creatorID) ON DELETE CASCADE,
  FOREIGN KEY (creatorTypeID) REFERENCES creatorTypes(creatorTypeID));
CREATE INDEX itemCreators_creatorTypeID ON itemCreators(creatorTypeID);
CREATE TABLE collections (collectionID INTEGER PRIMARY KEY, collectionName TEXT NOT NULL,
  parentCollectionID INT DEFAULT NULL,
  clientDateModified TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
  libraryID INT NOT NULL, key TEXT NOT NULL, version INT NOT NULL DEFAULT 0,
  synced INT NOT NULL DEFAULT 0, UNIQUE (libraryID, key),
  FOREIGN KEY (libraryID) REFERENCES libraries(libraryID) ON DELETE CASCADE,
  FOREIGN KEY (parentCollectionID) REFERENCES collections(collectionID) ON DELETE CASCADE);
CREATE INDEX collections_synced ON collections(synced);
CREATE TABLE collectionItems (collectionID INT NOT NULL, itemID INT NOT NULL,
  orderIndex INT NOT NULL DEFAULT 0, PRIMARY KEY (collectionID, itemID),
  FOREIGN KEY (collectionID) REFERENCES collections(collectionID) ON DELETE CASCADE,
  FOREIGN KEY (itemID) REFERENCES items(itemID) ON DELETE CASCADE);
CREATE INDEX collectionItems_itemID ON collectionItems(itemID);
CREATE TABLE deletedCollections (collectionID INTEGER PRIMARY KEY,
  dateDeleted DEFAULT CURRENT_TIMESTAMP NOT NULL,
  FOREIGN KEY (collectionID) REFERENCES collections(collectionID) ON DELETE CASCADE);
CREATE INDEX deletedCollections_dateDeleted ON deletedCollections(dateDeleted);
CREATE TABLE deletedItems (itemID INTEGER PRIMARY KEY,
  dateDeleted DEFAULT CURRENT_TIMESTAMP NOT NULL,
  FOREIGN KEY (itemID) REFERENCES items(itemID) ON DELETE CASCADE);
CREATE INDEX deletedItems_dateDeleted ON deletedItems(dateDeleted);
CREATE TABLE libraries (libraryID INTEGER PRIMARY KEY, type TEXT NOT NULL, editable INT NOT NULL,
  filesEditable INT NOT NULL, version INT NOT NULL DEFAULT 0,
  storageVersion INT NOT NULL DEFAULT 0, lastSync INT NOT NULL DEFAULT 0,
  archived INT NOT NULL DEFAULT 0);
CREATE TABLE users (userID INTEGER PRIMARY KEY, name TEXT NOT NULL);
CREATE TABLE groups (groupID INTEGER PRIMARY KEY, libraryID INT NOT NULL UNIQUE,
  name TEXT NOT NULL, description TEXT NOT NULL, version INT NOT NULL,
  FOREIGN KEY (libraryID) REFERENCES libraries(libraryID) ON DELETE CASCADE);
`;

/** Item types of Zotero 7's global schema; IDs are positions in this alphabetical list + 1. */
export const ITEM_TYPES = [
  "annotation",
  "artwork",
  "attachment",
  "audioRecording",
  "bill",
  "blogPost",
  "book",
  "bookSection",
  "case",
  "computerProgram",
  "conferencePaper",
  "dataset",
  "dictionaryEntry",
  "document",
  "email",
  "encyclopediaArticle",
  "film",
  "forumPost",
  "hearing",
  "instantMessage",
  "interview",
  "journalArticle",
  "letter",
  "magazineArticle",
  "manuscript",
  "map",
  "newspaperArticle",
  "note",
  "patent",
  "podcast",
  "preprint",
  "presentation",
  "radioBroadcast",
  "report",
  "standard",
  "statute",
  "thesis",
  "tvBroadcast",
  "videoRecording",
  "webpage",
] as const;

/** Fields used by the fixtures, with their IDs from Zotero's field table. */
export const FIELDS: Readonly<Record<string, number>> = {
  url: 1,
  place: 7,
  publisher: 8,
  pages: 10,
  publicationTitle: 12,
  date: 14,
  extra: 22,
  accessDate: 27,
  language: 87,
  abstractNote: 90,
  letterType: 65,
  manuscriptType: 66,
  title: 110,
  archive: 123,
  archiveLocation: 19,
};

/** Creator types with their IDs from Zotero's creator-type table. */
export const CREATOR_TYPES: Readonly<Record<string, number>> = {
  author: 1,
  contributor: 2,
  editor: 3,
  translator: 4,
  seriesEditor: 5,
  recipient: 9,
};
